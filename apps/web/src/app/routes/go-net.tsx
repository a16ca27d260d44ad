import { InfoPage } from '../../features/info/components/info-page';
import { InfoLayout } from '../layouts/info-layout';

/** `/go-net`: a public information page (spec 1 §2). */
export function Component() {
  return (
    <InfoLayout>
      <InfoPage page="goNet" />
    </InfoLayout>
  );
}
