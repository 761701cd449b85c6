import type { ScreenProps } from '../app/routes';
import { StatusPage } from './StatusPage';

export default function NotFoundPage({ titleKey }: ScreenProps) {
  return <StatusPage status="404" titleKey={titleKey} textKey="frame.page404.text" />;
}
