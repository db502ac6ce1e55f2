import {
  ErrorNotice,
  isApiError,
  Loading,
  Navigate,
  removeStoredToken,
  selectIsSignedIn,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useShop,
} from '@shop/shared';
import { type ReactNode, useEffect } from 'react';
import { type Ambassador, useGetMeQuery } from '../api';

/**
 * Dashboard pages need a signed-in ambassador. Without a token the visitor goes to the sign-in page of
 * their language; a token the server no longer accepts (expired, revoked elsewhere) is dropped first.
 */
export function SignedInOnly({ children }: { children: (me: Ambassador) => ReactNode }) {
  const { localize } = useShop();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  const rejected = isApiError(me.error) && me.error.status === 401;

  useEffect(() => {
    if (!rejected) return;
    removeStoredToken();
    dispatch(signedOut());
  }, [rejected, dispatch]);

  if (!signedIn || rejected) return <Navigate to={localize('/auth/sign-in')} replace />;
  if (me.data) return children(me.data);
  if (me.error) return <ErrorNotice error={me.error} onRetry={me.refetch} />;
  return <Loading />;
}
