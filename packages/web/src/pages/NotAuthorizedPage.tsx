import type { ScreenProps } from '../components/web-module';
import { StatusPage } from './StatusPage';

export default function NotAuthorizedPage({ titleKey }: ScreenProps) {
  return <StatusPage status="403" titleKey={titleKey} textKey="frame.page401.text" />;
}
