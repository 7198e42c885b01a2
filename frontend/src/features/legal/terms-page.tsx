import { Link } from 'react-router';
import { mailLink } from '../../lib/support-contacts';
import { useSupportContacts } from '../../lib/use-support-contacts';
import { useLandingFigures } from '../landing';
import styles from './legal.module.css';
import { LegalPageLayout } from './legal-page-layout';
import { trialTerms } from './trial-terms';

/** 'Dúvidas: <e-mail>' with the support e-mail staff set; nothing while none is set. */
function QuestionsTo() {
  const { supportEmail } = useSupportContacts();
  const href = mailLink(supportEmail);
  return href ? (
    <>
      {' '}
      Dúvidas: <a href={href}>{supportEmail}</a>.
    </>
  ) : null;
}

export function TermsPage() {
  return (
    <LegalPageLayout title="Termos de Uso">
      <p>
        Estes termos regem o uso do Pele.AI, um assistente de cuidados com a pele que funciona no navegador.
        Ao criar uma conta, você declara que leu e concorda com estes termos e com a nossa{' '}
        <Link to="/privacy">Política de Privacidade</Link>.
      </p>

      <div className={styles.notice} role="note">
        <p>
          <strong>O Pele.AI não é um serviço médico.</strong> As análises, pontuações e recomendações são
          geradas automaticamente, têm caráter informativo e não são diagnóstico, tratamento nem prescrição.
          Em caso de lesões, manchas que mudam, dor, alergia ou qualquer dúvida sobre a sua saúde, procure um
          dermatologista.
        </p>
      </div>

      <h2>1. O que o Pele.AI oferece</h2>
      <p>
        A partir de uma foto do seu rosto, o Pele.AI estima o seu tipo de pele e as principais preocupações,
        sugere produtos e monta uma rotina de cuidados. O resultado depende da qualidade da foto (luz, foco,
        enquadramento) e pode não refletir a condição real da sua pele.
      </p>

      <h2>2. Sua conta</h2>
      <ul>
        <li>O serviço é destinado a maiores de 18 anos.</li>
        <li>Você é responsável por manter sua senha em sigilo e pelas atividades feitas na sua conta.</li>
        <li>As informações do cadastro devem ser verdadeiras e mantidas atualizadas.</li>
      </ul>

      <h2>3. Fotos e conteúdo que você envia</h2>
      <ul>
        <li>Envie apenas fotos do seu próprio rosto. Não envie fotos de outras pessoas.</li>
        <li>
          As fotos são usadas somente para fazer a sua análise de pele, conforme descrito na Política de
          Privacidade. Elas continuam sendo suas.
        </li>
        <li>
          Avaliações de produtos que você publicar podem ser exibidas para outros usuários e passam por
          moderação. Não publique conteúdo ofensivo, enganoso ou que viole direitos de terceiros.
        </li>
      </ul>

      <PremiumConductAndLawSections />
    </LegalPageLayout>
  );
}

/** Sections 4–9: Premium and payments, acceptable use, closing the account, liability, changes, law and contact. */
function PremiumConductAndLawSections() {
  const figures = useLandingFigures();
  return (
    <>
      <h2>4. Plano Premium, teste grátis e pagamentos</h2>
      <ul>
        <li>
          Alguns recursos exigem o plano Premium. {trialTerms(figures?.freeTrialDays)} depois disso, esses
          recursos só ficam disponíveis com uma assinatura ativa.
        </li>
        <li>
          Os pagamentos são feitos na página segura de um provedor de pagamentos com cartão. O Pele.AI não
          recebe nem guarda o número do seu cartão.
        </li>
        <li>
          Cada pedido é cobrado uma única vez e cada pessoa tem no máximo uma assinatura. Se um segundo
          pagamento do mesmo pedido ou uma segunda assinatura chegar a ser cobrado, ou se um pagamento chegar
          depois que o pedido foi cancelado, o valor é estornado integralmente e o motivo aparece no pedido.
        </li>
        <li>
          Você pode exercer o direito de arrependimento em até 7 dias após a contratação, como prevê o Código
          de Defesa do Consumidor.
        </li>
      </ul>

      <h2>5. Uso aceitável</h2>
      <p>
        Não é permitido tentar acessar contas ou dados de outras pessoas, interferir no funcionamento do
        serviço, copiar o serviço de forma automatizada ou usá-lo para qualquer finalidade ilegal.
      </p>

      <h2>6. Encerramento da conta</h2>
      <p>
        Você pode encerrar sua conta quando quiser em Configurações, na opção “Excluir minha conta”. A
        exclusão apaga seus dados conforme a Política de Privacidade. Podemos suspender contas que violem
        estes termos.
      </p>

      <h2>7. Responsabilidade</h2>
      <p>
        Trabalhamos para manter o serviço disponível e correto, mas ele é oferecido como está. Não nos
        responsabilizamos por decisões de saúde tomadas apenas com base nas análises do aplicativo, nem por
        reações a produtos, cuja indicação deve ser confirmada por você e, quando necessário, por um
        profissional.
      </p>

      <h2>8. Alterações</h2>
      <p>
        Podemos atualizar estes termos. Quando a mudança for relevante, avisaremos no aplicativo ou por e-mail
        antes de ela entrar em vigor.
      </p>

      <h2>9. Lei aplicável e contato</h2>
      <p>
        Estes termos seguem as leis brasileiras. Fica eleito o foro do domicílio do consumidor.
        <QuestionsTo />
      </p>
    </>
  );
}
