import type { Analytics } from '@pele/shared/schemas/admin';
import { formatPrice } from '../../../lib/format';
import styles from '../admin.module.css';

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** The same numbers as the charts, as a table: what a screen reader (or a spreadsheet copy) reads. */
export function AnalyticsTable({ data }: { data: Analytics }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Números por dia</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Cadastros</th>
            <th scope="col">Análises</th>
            <th scope="col">Pedidos</th>
            <th scope="col">Receita</th>
            <th scope="col">Assinaturas ativas</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((row) => (
            <tr key={row.date}>
              <th scope="row">{day(row.date)}</th>
              <td>{row.signups}</td>
              <td>{row.analyses}</td>
              <td>{row.orders}</td>
              <td>{formatPrice(row.revenue)}</td>
              <td>{row.activeSubscriptions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
