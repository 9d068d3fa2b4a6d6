import { Button, MessagePanel } from '@product/ui';
import { createFileRoute, Link } from '@tanstack/react-router';

/** After sign-up (spec 1 §2, §4): registration done, the platform is being updated. */
export const Route = createFileRoute('/_public/platform-under-update')({
  component: PlatformUnderUpdatePage,
});

function PlatformUnderUpdatePage() {
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
