import type { ScreenProps } from '../components/web-module';
import { StatusPage } from './StatusPage';

export default function NotFoundPage({ titleKey }: ScreenProps) {
  return <StatusPage status="404" titleKey={titleKey} textKey="frame.page404.text" />;
}
