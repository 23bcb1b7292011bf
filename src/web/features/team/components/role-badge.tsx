import type { TeamRole } from '@shared/team';
import { useT } from '@web/lib/language/i18n.ts';
import { Badge } from '@web/components/ui/badge.tsx';

const VARIANT = { owner: 'default', manager: 'secondary', member: 'outline' } as const satisfies Record<TeamRole, string>;

export function RoleBadge({ role }: { role: TeamRole }) {
  const t = useT('team');
  return <Badge variant={VARIANT[role]}>{t(`role.${role}`)}</Badge>;
}
