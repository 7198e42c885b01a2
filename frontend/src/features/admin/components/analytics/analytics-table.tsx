import type { Analytics } from '@pele/shared/schemas/admin';
import { formatPrice } from '../../../../lib/format';
import styles from '../admin.module.css';

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** The same numbers as the charts, as tables: what a screen reader (or a spreadsheet copy) reads. */
export function AnalyticsTable({ data }: { data: Analytics }) {
  return (
    <div className="stack">
      <DaysTable data={data} />
      <TopProductsTable data={data} />
    </div>
  );
}

function DaysTable({ data }: { data: Analytics }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Números por dia</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Cadastros</th>
            <th scope="col">Análises</th>
            <th scope="col">Registros diários</th>
            <th scope="col">Desafios iniciados</th>
            <th scope="col">Desafios concluídos</th>
            <th scope="col">Rótulos escaneados</th>
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
              <td>{row.checkIns}</td>
              <td>{row.challengesJoined}</td>
              <td>{row.challengesCompleted}</td>
              <td>{row.scans}</td>
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

function TopProductsTable({ data }: { data: Analytics }) {
  if (data.topProducts.length === 0) return <p className="muted">Nenhum produto vendido no período.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Produtos mais vendidos</caption>
        <thead>
          <tr>
            <th scope="col">Produto</th>
            <th scope="col">Unidades</th>
            <th scope="col">Receita</th>
          </tr>
        </thead>
        <tbody>
          {data.topProducts.map((product) => (
            <tr key={product.productId}>
              <th scope="row">{product.name}</th>
              <td>{product.units}</td>
              <td>{formatPrice(product.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
