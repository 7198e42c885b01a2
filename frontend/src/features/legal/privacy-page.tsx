import { PHOTO_RETENTION_DAYS } from '@pele/shared/constants';
import type { ReactNode } from 'react';
import { mailLink } from '../../lib/support-contacts';
import { useSupportContacts } from '../../lib/use-support-contacts';
import styles from './legal.module.css';
import { LegalPageLayout } from './legal-page-layout';

/**
 * The data-protection officer's (encarregado's) e-mail comes from the staff's settings; while none is set, the
 * sentences that would name it are left out, and the rights are exercised in the app (Configurações).
 */
function DpoMail({ children }: { children: (mail: ReactNode) => ReactNode }) {
  const { privacyEmail } = useSupportContacts();
  const href = mailLink(privacyEmail);
  return href ? children(<a href={href}>{privacyEmail}</a>) : null;
}

export function PrivacyPage() {
  return (
    <LegalPageLayout title="Política de Privacidade">
      <p>
        Esta política explica como o Pele.AI trata seus dados pessoais, de acordo com a Lei Geral de Proteção
        de Dados (Lei nº 13.709/2018, LGPD). O Pele.AI é o controlador dos dados.
        <DpoMail>
          {(mail) => <> Nosso encarregado pelo tratamento de dados pessoais atende pelo e-mail {mail}.</>}
        </DpoMail>
      </p>
      <p>
        O Pele.AI é feito para o Brasil: o aplicativo, estas políticas e o atendimento são em português, e não
        há outra versão de idioma.
      </p>

      <div className={styles.notice} role="note">
        <p>
          <strong>Sobre as fotos do seu rosto:</strong> elas são dados pessoais sensíveis (dados biométricos).
          Só as tratamos com o seu consentimento, pedido antes da primeira foto, apenas para fazer a análise
          de pele. Cada foto é apagada automaticamente {PHOTO_RETENTION_DAYS} dias depois do envio, e você
          pode apagá-las antes, a qualquer momento, revogando o consentimento em Configurações.
        </p>
      </div>

      <h2>1. Quais dados tratamos</h2>
      <ul>
        <li>Cadastro: nome, e-mail e senha (guardada de forma cifrada, nunca em texto aberto).</li>
        <li>Foto de perfil, se você escolher enviar uma.</li>
        <li>Fotos do rosto que você envia para análise e os resultados calculados a partir delas.</li>
        <li>
          Uso do aplicativo: rotina e etapas concluídas, produtos favoritos, avaliações (com os votos de
          “Útil” e as denúncias que você fez), endereço de entrega e pedidos.
        </li>
        <li>
          Assinatura e pagamentos: plano, datas e status. Os dados do cartão são informados diretamente ao
          provedor de pagamentos; nós não os recebemos.
        </li>
        <li>Registros de acesso (data, hora e endereço IP), que a lei nos obriga a guardar.</li>
      </ul>

      <FacePhotosUseAndSharingSections />
      <RetentionRightsAndSecuritySections />
    </LegalPageLayout>
  );
}

/** Sections 5–7: how long data is kept, deleting the account, the rights. */
function RetentionRightsAndSecuritySections() {
  return (
    <>
      <h2>5. Por quanto tempo guardamos</h2>
      <ul>
        <li>
          Fotos do rosto: {PHOTO_RETENTION_DAYS} dias depois do envio, ou até você revogar o consentimento, o
          que vier primeiro.
        </li>
        <li>Resultados das análises e demais dados da conta: enquanto a conta existir.</li>
        <li>Registros de acesso: 6 meses, como exige o Marco Civil da Internet.</li>
        <li>
          Registros de pagamento e de pedidos já enviados: pelo prazo exigido pela legislação fiscal (art. 16,
          I, da LGPD), sem seu nome, e-mail ou qualquer dado que identifique você depois que a conta é
          excluída.
        </li>
      </ul>

      <h2>6. Excluir sua conta</h2>
      <p>
        Em Configurações, toque em “Excluir minha conta” e confirme. Sua conta, suas fotos do rosto, foto de
        perfil, análises, rotina, favoritos, avaliações, votos de “Útil”, denúncias e endereço de entrega são
        apagados. Antes disso, acertamos o que envolve dinheiro: a assinatura é encerrada na hora (sem novas
        cobranças), os pedidos pagos que ainda não foram enviados são cancelados e o valor é estornado
        integralmente no mesmo cartão, pedidos aguardando pagamento são cancelados, e seu cadastro no provedor
        de pagamentos é excluído. Pedidos já enviados ou entregues ficam guardados como registro fiscal da
        venda, sem nada que identifique você. Guardamos somente o que a lei nos obriga a manter, pelo prazo
        acima.
      </p>

      <h2>7. Seus direitos (arts. 18 e 20 da LGPD)</h2>
      <p>Você pode, a qualquer momento e sem custo, pedir:</p>
      <ul>
        <li>confirmação de que tratamos seus dados e acesso a eles;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>
          anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desacordo
          com a lei;
        </li>
        <li>portabilidade dos dados a outro fornecedor;</li>
        <li>eliminação dos dados tratados com base no seu consentimento;</li>
        <li>informação sobre com quem compartilhamos seus dados;</li>
        <li>informação sobre a possibilidade de não dar consentimento e as consequências disso;</li>
        <li>revogação do consentimento;</li>
        <li>revisão de decisões tomadas apenas com base em tratamento automatizado.</li>
      </ul>
      <p>
        Em Configurações, “Baixar meus dados” entrega na hora uma cópia de todos os seus dados em um arquivo
        JSON (com links temporários para as suas fotos), e “Revogar consentimento e apagar fotos” apaga as
        fotos do rosto.
        <DpoMail>
          {(mail) => (
            <> Para exercer os demais direitos, escreva para {mail}. Responderemos em até 15 dias.</>
          )}
        </DpoMail>{' '}
        Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).
      </p>

      <BrowserSecurityAndChangesSections />
    </>
  );
}

/** Sections 2–4: the face photos, what the other data is for, with whom it is shared. */
function FacePhotosUseAndSharingSections() {
  return (
    <>
      <h2>2. Como tratamos as fotos do rosto</h2>
      <ul>
        <li>
          <strong>Base legal:</strong> o seu consentimento específico e destacado (art. 11, I, da LGPD),
          pedido em uma tela própria antes da primeira foto. Guardamos a versão do texto que você aceitou e a
          data. Se o texto mudar, pediremos o consentimento de novo.
        </li>
        <li>
          <strong>Finalidade única:</strong> estimar seu tipo de pele e suas preocupações. Não usamos as fotos
          para identificar você, para reconhecimento facial, para publicidade nem para treinar modelos.
        </li>
        <li>
          <strong>Armazenamento privado:</strong> as fotos ficam em armazenamento privado, nunca público. Os
          dados de localização e outros metadados do arquivo são removidos no envio.
        </li>
        <li>
          <strong>Acesso por links temporários:</strong> para exibir uma foto para você, geramos um link que
          expira em poucos minutos.
        </li>
        <li>
          <strong>Prazo de guarda:</strong> cada foto do rosto é apagada automaticamente{' '}
          {PHOTO_RETENTION_DAYS} dias depois do envio. Até lá, você pode vê-la no resultado da análise.
        </li>
        <li>
          <strong>Progresso:</strong> para acompanhar sua evolução, guardamos os números derivados da análise
          (como tipo de pele e percentuais) enquanto sua conta existir, mesmo depois de a foto ser apagada.
        </li>
        <li>
          <strong>Sem venda nem compartilhamento:</strong> as fotos não são vendidas nem compartilhadas com
          terceiros para fins próprios deles.
        </li>
        <li>
          <strong>Revogação:</strong> em Configurações, “Revogar consentimento e apagar fotos” apaga na hora
          todas as fotos do seu rosto. Os resultados das análises continuam salvos; para uma nova análise,
          pediremos seu consentimento de novo.
        </li>
      </ul>

      <h2>3. Para que usamos os demais dados</h2>
      <ul>
        <li>Criar e manter sua conta e prestar o serviço contratado (execução de contrato, art. 7º, V).</li>
        <li>Cobrar a assinatura e emitir registros fiscais (cumprimento de obrigação legal, art. 7º, II).</li>
        <li>Proteger sua conta e o serviço contra fraudes e abusos (legítimo interesse, art. 7º, IX).</li>
        <li>Enviar e-mails necessários, como o de redefinição de senha.</li>
      </ul>

      <h2>4. Com quem compartilhamos</h2>
      <p>
        Apenas com fornecedores que nos ajudam a prestar o serviço e que agem sob nossas instruções: o
        provedor de nuvem onde os dados ficam hospedados, o provedor de pagamentos e o serviço de envio de
        e-mails. Esses fornecedores podem manter servidores fora do Brasil; nesses casos, a transferência
        segue as garantias exigidas pelo art. 33 da LGPD. Também podemos fornecer dados quando uma autoridade
        exigir por lei.
      </p>
    </>
  );
}

/** Sections 8–10: what the browser keeps, security, changes to this policy. */
function BrowserSecurityAndChangesSections() {
  return (
    <>
      <h2>8. Dados guardados no seu navegador</h2>
      <p>
        O aplicativo guarda no armazenamento local do navegador o necessário para funcionar: sua sessão, seus
        dados básicos de perfil, o tema de cores escolhido, se você já viu a apresentação inicial e a data da
        última verificação da rotina. Não usamos cookies de publicidade. Ao sair da conta, os dados da sessão
        são apagados.
      </p>

      <h2>9. Segurança</h2>
      <p>
        Usamos conexão cifrada (HTTPS), controle de acesso restrito aos dados e links temporários para
        imagens. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisaremos
        você e a ANPD.
      </p>

      <h2>10. Alterações desta política</h2>
      <p>
        Quando esta política mudar de forma relevante, avisaremos no aplicativo antes de a mudança valer. Se a
        mudança afetar o uso das fotos do rosto, pediremos um novo consentimento.
      </p>
    </>
  );
}
