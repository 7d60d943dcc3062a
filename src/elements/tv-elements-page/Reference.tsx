import type { ManifestElement } from '../../core/stores/editors';
import { useT } from '../shared/hooks';
import type { MessageKey } from '../../core/i18n';

interface Column {
  head: MessageKey;
  cell(row: Record<string, unknown>): string;
  code?: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function Table({ id, title, rows, columns, level }: { id: string; title: MessageKey; rows: Record<string, unknown>[]; columns: Column[]; level: number }) {
  const t = useT();
  const H = `h${Math.min(6, level)}` as 'h3';
  return (
    <div className="ref">
      <H id={id}>{t(title)} <span className="count">({rows.length})</span></H>
      {rows.length === 0 ? (
        <p className="none">{t('elements_page.none')}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table>
            <thead>
              <tr>{columns.map((c) => <th key={c.head} scope="col">{t(c.head)}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${str(r.name)}-${i}`}>
                  {columns.map((c, j) => {
                    const value = c.cell(r);
                    const content = c.code && value ? <code>{value}</code> : value || '—';
                    return j === 0 ? <th key={c.head} scope="row">{content}</th> : <td key={c.head}>{content}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const name: Column = { head: 'elements_page.col_name', cell: (r) => str(r.name), code: true };
const type: Column = { head: 'elements_page.col_type', cell: (r) => str(r.type), code: true };
const def: Column = { head: 'elements_page.col_default', cell: (r) => str(r.default), code: true };
const description: Column = { head: 'elements_page.col_description', cell: (r) => str(r.description) };

/** The element's reference from the manifest: attributes, properties, events, parts, custom properties. */
export function Reference({ el, level }: { el: ManifestElement; level: number }) {
  const t = useT();
  const H = `h${Math.min(6, level)}` as 'h2';
  const rows = (list: object[]) => list as Record<string, unknown>[];
  return (
    <section className="reference" aria-labelledby="ref-title">
      <H id="ref-title">{t('elements_page.reference')}</H>
      <Table id="ref-attrs" level={level + 1} title="elements_page.attributes" rows={rows(el.attributes)} columns={[name, type, def, description]} />
      <Table
        id="ref-props"
        level={level + 1}
        title="elements_page.properties"
        rows={rows(el.properties)}
        columns={[name, type, { head: 'elements_page.col_attribute', cell: (r) => str(r.attribute), code: true }, { head: 'elements_page.col_description', cell: (r) => `${r.readonly ? `${t('elements_page.read_only')}. ` : ''}${str(r.description)}` }]}
      />
      <Table id="ref-events" level={level + 1} title="elements_page.events" rows={rows(el.events)} columns={[name, { head: 'elements_page.col_detail', cell: (r) => str(r.type), code: true }, description]} />
      <Table id="ref-parts" level={level + 1} title="elements_page.parts" rows={rows(el.parts)} columns={[{ ...name, cell: (r) => `::part(${str(r.name)})` }, description]} />
      <Table id="ref-css" level={level + 1} title="elements_page.css_properties" rows={rows(el.cssProperties)} columns={[name, def, description]} />
    </section>
  );
}
