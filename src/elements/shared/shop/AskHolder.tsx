// What a profile other than the master sees where the master would subscribe, change, cancel or
// manage cards: plans, packages and payment cards are the account holder's (the server refuses the
// rest with 403 account_holder_only whatever the page sends).
import { useStore } from '@nanostores/react';
import { $session } from '../../../core/stores/session';
import { useT } from '../hooks';

/**
 * True when the acting profile is one other than the master: it asks the account holder instead of
 * buying plans and packages or managing cards. Before a profile is chosen the buttons stay (the
 * server then asks for a profile).
 */
export function useAsksHolder(): boolean {
  const { profile } = useStore($session);
  return Boolean(profile && !profile.master_flag);
}

/** "Ask the account holder", in place of a buy button; `explain` adds why (a screen's lead). */
export function AskHolder({ explain = false }: { explain?: boolean }) {
  const t = useT();
  return (
    <p className="ask-holder">
      {explain && <>{t('products.holder_only')} </>}
      <strong>{t('products.ask_holder')}</strong>
    </p>
  );
}
