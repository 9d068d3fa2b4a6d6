import { Button, MessagePanel } from '@product/ui';
import { Link } from '@tanstack/react-router';

/** After sign-up (spec 1 §2, §4): registration done, the platform is being updated. */
export function PlatformUnderUpdatePage() {
  return (
    <MessagePanel
      title="Cadastro realizado"
      description="A plataforma está em atualização. Você receberá uma notificação assim que puder acessá-la."
      actions={
        <Button variant="secondary" render={<Link to="/" />}>
          Voltar
        </Button>
      }
    />
  );
}
