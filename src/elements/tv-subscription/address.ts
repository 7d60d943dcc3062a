// Every state of the products screen is in its address (docs/product.md#screens-and-routes /subscription/{category?}/{product_id?}):
// the category (plans, extras, compare, order), a product, the order's step and choices
// (?step=1|2|3&plan=ID&extras=ID,ID) and a filter (?chid= a channel, ?vodprovid= a VoD provider).
import { useEffect, useState } from 'react';
import { parseId } from '../../core/ids';
import { CATEGORIES, type Category } from '../shared/shop/format';

export interface ShopAddress {
  category: Category;
  productId: number | null;
  step: 1 | 2 | 3;
  plan: number | null;
  extras: number[] | null;
  chid: number | null;
  vodprovid: number | null;
}

export function parseAddress(pathname: string, search: string, fallback: Partial<ShopAddress> = {}): ShopAddress {
  const m = /\/subscription(?:\/([^/?#]+))?(?:\/([^/?#]+))?\/?$/.exec(pathname);
  const q = new URLSearchParams(search);
  const cat = (m?.[1] ?? fallback.category ?? 'plans') as Category;
  const step = Number(q.get('step'));
  const extras = q.get('extras');
  return {
    category: CATEGORIES.includes(cat) ? cat : 'plans',
    productId: parseId(m?.[2]) ?? fallback.productId ?? null,
    step: step === 2 || step === 3 ? step : 1,
    plan: parseId(q.get('plan')),
    extras: extras === null ? null : extras.split(',').map((x) => parseId(x)).filter((x): x is number => x !== null),
    chid: parseId(q.get('chid')),
    vodprovid: parseId(q.get('vodprovid')),
  };
}

/**
 * The address as state. On the site's /subscription route links change it in place
 * (history.pushState; Back and Forward work); elsewhere (a CMS page) the element shows what its
 * attributes name and links go to the site.
 */
export function useAddress(screen: boolean, fallback: Partial<ShopAddress>): [ShopAddress, (href: string, replace?: boolean) => void] {
  const read = () => (screen ? parseAddress(location.pathname, location.search, fallback) : parseAddress('', '', fallback));
  const [addr, setAddr] = useState<ShopAddress>(read);
  useEffect(() => {
    if (!screen) return;
    const onPop = () => setAddr(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [screen]);
  const go = (href: string, replace = false) => {
    if (!screen) {
      location.assign(href);
      return;
    }
    if (replace) history.replaceState(null, '', href);
    else history.pushState(null, '', href);
    setAddr(read());
  };
  return [addr, go];
}
