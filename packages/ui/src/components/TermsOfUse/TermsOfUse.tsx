import { brand } from '@product/domain';
import { useId } from 'react';
import * as styles from './TermsOfUse.css';

export interface TermsOfUseProps {
  /** Product name in the text; defaults to the brand setting. */
  productName?: string;
  title?: string;
  className?: string;
}

/**
 * 'Termos de uso e política de segurança' of the support page (spec 2 §1): a focusable
 * scrolling region, so a keyboard user can read it all.
 */
export function TermsOfUse({
  productName = brand.name,
  title = 'Termos de uso e política de segurança',
  className,
}: TermsOfUseProps) {
  const titleId = useId();
  const p = productName;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
      <section className={styles.scroller} aria-labelledby={titleId} tabIndex={0}>
        <div className={styles.part}>
          <h3 className={styles.partTitle}>Termos de uso</h3>
          <p>
            Estes Termos de Uso regem o acesso e a utilização da plataforma {p}, destinada à gestão de empresas, CNPJs,
            licenças, certidões e documentos de conformidade regulatória. Ao acessar ou usar a plataforma, você declara
            que leu, compreendeu e aceita estes termos. Se não concordar com eles, não utilize a plataforma.
          </p>

          <h4 className={styles.clauseTitle}>1. Quem pode usar a plataforma</h4>
          <p>
            Para usar a {p}, você deve ter no mínimo 18 (dezoito) anos de idade e residir no Brasil. Ao aceitar estes
            termos em nome de uma empresa, você declara ter poderes para vinculá-la a eles.
          </p>

          <h4 className={styles.clauseTitle}>2. Sua conta</h4>
          <p>
            Você é responsável por manter a confidencialidade da sua senha e por todas as atividades realizadas com a
            sua conta. Informe-nos imediatamente sobre qualquer uso não autorizado. As informações cadastradas devem ser
            verdadeiras, completas e atualizadas.
          </p>

          <h4 className={styles.clauseTitle}>3. Uso adequado</h4>
          <p>
            Você se compromete a usar a plataforma apenas para fins lícitos, a não enviar arquivos que contenham código
            malicioso ou conteúdo de terceiros sem autorização, e a não tentar acessar áreas, contas ou dados aos quais
            não tenha permissão.
          </p>

          <h4 className={styles.clauseTitle}>4. Informações exibidas</h4>
          <p>
            Os dados cadastrais, os graus de risco e os status de licenças exibidos são calculados a partir de fontes
            públicas e das informações enviadas por você. Eles apoiam a sua gestão, mas não substituem a consulta aos
            órgãos competentes nem o aconselhamento jurídico ou técnico.
          </p>

          <h4 className={styles.clauseTitle}>5. Alterações destes termos</h4>
          <p>
            Podemos alterar estes termos a qualquer momento. Avisaremos sobre as alterações pela plataforma ou por
            e-mail, e elas entrarão em vigor no mínimo 30 (trinta) dias após o aviso. Se você continuar a usar a
            plataforma depois desse prazo, estará aceitando os termos alterados.
          </p>

          <h4 className={styles.clauseTitle}>6. Pagamentos e reembolsos</h4>
          <p>
            Os valores pagos pelo uso da plataforma não são reembolsáveis, salvo quando a legislação aplicável exigir o
            reembolso.
          </p>

          <h4 className={styles.clauseTitle}>7. Limitação de responsabilidade</h4>
          <p>
            Na máxima extensão permitida pela lei, a responsabilidade total da {p} por quaisquer danos relacionados ao
            uso da plataforma fica limitada ao maior entre os seguintes valores: R$ 100,00 (cem reais) ou o valor que
            você pagou pelo uso da plataforma.
          </p>

          <h4 className={styles.clauseTitle}>8. Resolução de conflitos</h4>
          <p>
            Antes de iniciar qualquer processo, você concorda em tentar resolver a questão de forma informal, entrando
            em contato conosco e aguardando um prazo de 15 (quinze) dias para uma solução amigável. Se a questão não for
            resolvida nesse prazo, fica eleito o foro da comarca de Belo Horizonte, Minas Gerais, com renúncia a
            qualquer outro, por mais privilegiado que seja.
          </p>

          <h4 className={styles.clauseTitle}>9. Lei aplicável</h4>
          <p>Estes termos são regidos pelas leis da República Federativa do Brasil.</p>

          <h3 className={styles.partTitle}>Política de segurança</h3>
          <p>
            A {p} adota medidas técnicas e administrativas para proteger os dados da sua empresa contra acessos não
            autorizados, perda, alteração ou divulgação indevida.
          </p>

          <h4 className={styles.clauseTitle}>Acesso e permissões</h4>
          <p>
            Cada usuário acessa a plataforma com credenciais próprias e vê apenas as áreas que o seu perfil e as suas
            permissões autorizam. Os administradores da conta definem quais usuários podem consultar, criar, alterar ou
            excluir empresas, CNPJs, licenças e documentos.
          </p>

          <h4 className={styles.clauseTitle}>Proteção dos dados</h4>
          <p>
            As comunicações com a plataforma são criptografadas, e os documentos enviados ficam armazenados em ambiente
            protegido, acessível apenas por links temporários. Registramos as ações dos usuários nos logs de atividade
            para fins de auditoria.
          </p>

          <h4 className={styles.clauseTitle}>Suas responsabilidades</h4>
          <p>
            Use uma senha forte e exclusiva, não a compartilhe e encerre a sessão ao usar computadores de terceiros. Se
            suspeitar de acesso indevido à sua conta, altere a senha e avise-nos imediatamente.
          </p>
        </div>
      </section>
    </div>
  );
}
