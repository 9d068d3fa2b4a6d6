import type { ReactNode } from 'react';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/** The FAQ of the support page (spec 2 §1). */
export const defaultFaqItems: readonly FaqEntry[] = [
  {
    id: 'password',
    question: 'Como altero a minha senha?',
    answer:
      'Abra o menu da sua conta, no rodapé do menu lateral, e escolha “Minha conta”. Ali você informa a nova senha e salva a alteração.',
  },
  {
    id: 'expired-licence',
    question: 'O que acontece com uma licença vencida quando envio uma nova?',
    answer:
      'A licença vencida é substituída automaticamente pela nova assim que o novo documento é enviado. Não é preciso excluir o arquivo antigo.',
  },
  {
    id: 'file-names',
    question: 'Como devo nomear os arquivos PDF?',
    answer:
      'Evite acentos, espaços, números e pontos no nome do arquivo — o único ponto deve ser o da extensão. Prefira letras e hífens, por exemplo: alvara-de-funcionamento.pdf.',
  },
  {
    id: 'risk-change',
    question: 'Por que o grau de risco de uma empresa mudou?',
    answer:
      'O risco é calculado a partir das atividades econômicas (CNAE) da empresa. Quando a classificação de um CNAE é revisada, o risco da empresa pode mudar.',
  },
  {
    id: 'alerts',
    question: 'Quando recebo alertas sobre as licenças?',
    answer: 'Enquanto houver licenças próximas do vencimento, os usuários recebem alertas diariamente.',
  },
  {
    id: 'renewal',
    question: 'Como consigo ajuda para renovar uma licença?',
    answer:
      'Envie um e-mail ao contato comercial do seu fornecedor: a equipe orienta sobre os documentos e os prazos da renovação.',
  },
];
