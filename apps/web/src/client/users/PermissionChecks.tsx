import {
  type PermissionCode,
  type PermissionSubjectCode,
  type PermissionVerb,
  permissionCodes,
  permissionSubjects,
} from '@product/domain';
import { Box, Inline, Stack, vars } from '@product/ui';

/** The subjects of the codes as the form names them (spec 2 §6). */
const subjectLabels: Readonly<Record<PermissionSubjectCode, string>> = {
  USER: 'Usuários',
  COMPANY: 'Empresas',
  CNPJ: 'CNPJs',
  LICENSES: 'Licenças',
  FILES: 'Documentos',
};

/** Seeing comes first: without GET_* the other three codes of a subject open nothing. */
const verbs = ['GET', 'CREATE', 'UPDATE', 'DELETE'] as const satisfies readonly PermissionVerb[];
const verbLabels: Readonly<Record<PermissionVerb, string>> = {
  GET: 'Visualizar',
  CREATE: 'Criar',
  UPDATE: 'Alterar',
  DELETE: 'Excluir',
};

const fieldsetStyle = { minWidth: 0, margin: 0 } as const;
const checkboxStyle = {
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
} as const;

export interface PermissionChecksProps {
  /** The checked codes. */
  value: readonly PermissionCode[];
  onChange: (codes: PermissionCode[]) => void;
  /**
   * Codes the signed-in person may give (a USER gives only codes they hold); the others are
   * disabled, and keep the state the record already had.
   */
  grantable: readonly PermissionCode[];
}

/**
 * The twenty permission codes of a USER (spec 2 §6) as checkboxes, one group per subject
 * (Usuários, Empresas, CNPJs, Licenças, Documentos), each with Visualizar, Criar, Alterar, Excluir.
 */
export function PermissionChecks({ value, onChange, grantable }: PermissionChecksProps) {
  const toggle = (code: PermissionCode, checked: boolean) =>
    onChange(checked ? [...value.filter((held) => held !== code), code] : value.filter((held) => held !== code));
  return (
    <Box as="fieldset" padding="none" borderWidth="none" style={fieldsetStyle}>
      <Box as="legend" fontWeight="medium" fontSize="small" marginBottom="small">
        Permissões
      </Box>
      <Stack space="small">
        {grantable.length < permissionCodes.length ? (
          <Box as="p" fontSize="small" color="textMuted" margin="none">
            Você só pode conceder as permissões que possui.
          </Box>
        ) : null}
        {permissionSubjects.map((subject) => (
          <Box
            key={subject}
            as="fieldset"
            paddingX="medium"
            paddingY="small"
            borderStyle="solid"
            borderWidth="standard"
            borderColor="border"
            borderRadius="medium"
            style={fieldsetStyle}
          >
            <Box as="legend" fontWeight="medium" fontSize="small" paddingX="xsmall">
              {subjectLabels[subject]}
            </Box>
            <Inline space="large">
              {verbs.map((verb) => {
                const code = `${verb}_${subject}` as const;
                const disabled = !grantable.includes(code);
                return (
                  <Box
                    as="label"
                    key={code}
                    display="inline-flex"
                    alignItems="center"
                    gap="small"
                    fontSize="small"
                    color={disabled ? 'textMuted' : 'text'}
                  >
                    <input
                      type="checkbox"
                      name="permissionRole"
                      value={code}
                      style={checkboxStyle}
                      checked={value.includes(code)}
                      disabled={disabled}
                      onChange={(event) => toggle(code, event.target.checked)}
                    />
                    {verbLabels[verb]}
                  </Box>
                );
              })}
            </Inline>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
