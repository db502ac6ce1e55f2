import { IntlScope, type RemoteAppProps } from '@shop/shared';
import { messages } from './messages';
import { TrackOrderPage } from './pages/TrackOrderPage';

/** The tracking remote's one exposed entry (one page: /track-order). */
export default function App(_props: RemoteAppProps) {
  return (
    <IntlScope catalogue={messages}>
      <TrackOrderPage />
    </IntlScope>
  );
}
