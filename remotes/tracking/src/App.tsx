import { IntlScope, type RemoteAppProps } from '@shop/shared';
import { catalogue } from './intl';
import { TrackOrderPage } from './pages/TrackOrderPage';

/** The tracking remote's one exposed entry (one page: /track-order). */
export default function App(_props: RemoteAppProps) {
  return (
    <IntlScope catalogue={catalogue}>
      <TrackOrderPage />
    </IntlScope>
  );
}
