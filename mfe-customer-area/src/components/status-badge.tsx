import { useT } from 'shared-runtime/session';
import { Badge } from 'shared-ui';
import { statusBadge } from '../lib/status';

export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  const { id, tone } = statusBadge(status);
  return (
    <Badge colorPalette={tone} variant="subtle" data-testid="booking-status">
      {t(id)}
    </Badge>
  );
}
