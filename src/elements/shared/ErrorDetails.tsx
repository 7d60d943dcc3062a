import { isInvitation } from '../../core/errors';
import { useT } from './hooks';

/**
 * The code of a fault, for support: a secondary line folded under "Details" (base-styles.ts). An
 * invitation (log in, subscribe, rent) shows none; `invitation` marks one the code alone cannot tell.
 */
export function ErrorDetails({ code, invitation = false }: { code: number; invitation?: boolean }) {
  const t = useT();
  if (invitation || isInvitation(code)) return null;
  return (
    <details className="error-details">
      <summary>{t('errors.details')}</summary>
      <p className="code">{t('errors.code', { code })}</p>
    </details>
  );
}
