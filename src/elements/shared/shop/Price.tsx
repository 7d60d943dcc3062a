import { useT } from '../hooks';

/** "12.99 € / month" (euros as whole.cents, docs/product.md#constants). */
export function Price({ price, className = 'price' }: { price: string; className?: string }) {
  const t = useT();
  return <span className={className}>{t('products.per_month', { price })}</span>;
}
