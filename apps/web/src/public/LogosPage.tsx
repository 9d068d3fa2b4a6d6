import { Box, Button, CardGrid, Inline, Logo, logoVariantLabels, logoVariants, Stack } from '@product/ui';
import { Link } from '@tanstack/react-router';

/** The six logo variants (spec 1 §2 /logos). */
export function LogosPage() {
  return (
    <Stack space="large">
      <Box as="h1" fontSize="xlarge" fontWeight="bold" color="text">
        Logotipos
      </Box>
      <CardGrid label="Variantes do logotipo">
        {logoVariants.map((variant) => (
          <Stack key={variant} space="small">
            {/* The white logo is meant for the green panel: show it there. */}
            <Box padding="medium" borderRadius="medium" background={variant === 'white' ? 'primary' : 'surfaceMuted'}>
              <Logo variant={variant} style={{ height: 48 }} />
            </Box>
            <Box as="span" color="textMuted" fontSize="small">
              {logoVariantLabels[variant]}
            </Box>
          </Stack>
        ))}
      </CardGrid>
      <Inline>
        <Button variant="secondary" render={<Link to="/" />}>
          Voltar
        </Button>
      </Inline>
    </Stack>
  );
}
