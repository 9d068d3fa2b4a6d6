// A company's files: the repository (list with search, type and pages, upload
// as multipart, link, delete), the documents browser's three levels (search,
// CNAE filters, sorts, pages, the pinned 'Cartão CNPJ'), the logo, refused
// callers. The signed link itself answers bytes, not JSON, and is left out.
import {
  type CnaeFolderItem,
  type CnpjCardItem,
  type CnpjFolderItem,
  clientFilePaths,
  companyLicenseListResponse,
  companyLicensePaths,
  type DocumentFileItem,
  documentsResponse,
  repositoryListResponse,
} from '@product/api/contract';
import { fixtureNow, seedFileMocks } from '@product/api/mocks';
import { todayIn } from '@product/domain';
import { beforeAll, describe, it } from 'vitest';
import { createdId, expectSameBehaviour, fixtureCnpj, type Send, server } from '../context';
import {
  defaultLicenseSettings,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
  syncCompanyLicenses,
} from '../server-support';

const pdf = (text: string) => new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], `${text}.pdf`);
/** A one-pixel PNG: the server reads an image by its bytes. */
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function form(file: File | null, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  if (file) data.set('file', file);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Everything the server shows of the company's files, to start the mocks from. */
async function filesOf(send: Send, companyId: number) {
  const read = async (path: string) => documentsResponse.parse((await send('GET', path, 'staff')).body).items;
  const repository = repositoryListResponse.parse(
    (await send('GET', clientFilePaths.repository(companyId), 'staff')).body,
  ).items;
  const cnpjFolders = (await read(clientFilePaths.documents(companyId))) as CnpjFolderItem[];
  const cards: CnpjCardItem[] = [];
  const cnaeFolders: Record<number, CnaeFolderItem[]> = {};
  const documents: Record<string, DocumentFileItem[]> = {};
  for (const folder of cnpjFolders) {
    const level2 = await read(clientFilePaths.cnpjDocuments(companyId, folder.id));
    cards.push(...level2.filter((item): item is CnpjCardItem => item.kind === 'cnpj-card'));
    cnaeFolders[folder.id] = level2.filter((item): item is CnaeFolderItem => item.kind === 'cnae-folder');
    for (const cnae of cnaeFolders[folder.id] ?? []) {
      const level3 = await read(clientFilePaths.cnaeDocuments(companyId, folder.id, cnae.id));
      documents[`${folder.id}/${cnae.id}`] = level3 as DocumentFileItem[];
    }
  }
  return { repository, cnpjFolders, cards, cnaeFolders, documents, logoKey: null };
}

export function describeBehaviour(): void {
  describe('files, documents and logos (client area)', () => {
    let companyId = 0;
    let matriz = 0;
    let filial = 0;
    beforeAll(async () => {
      const { db, accounts } = server().world;
      const bakery = await ensureTestCnae(db, '1091-1/02', 'low_level');
      const shop = await ensureTestCnae(db, '4721-1/02', 'high_level');
      await insertTestLicense(db, 'Alvará Quimera de arquivos', [bakery, shop]);
      await insertTestLicense(db, 'Licença sanitária Quimera', [shop]);
      const company = await insertTestCompany(db, accounts.norte.id, {
        name: 'Arquivos Quimera Ltda',
        establishments: [
          { cnpj: fixtureCnpj('87654321', 1), cnaeIds: [bakery, shop], registrationName: 'Arquivos Quimera Ltda' },
          { cnpj: fixtureCnpj('87654321', 2), cnaeIds: [shop], registrationName: 'Quimera Filial Centro' },
        ],
      });
      companyId = company.companyId;
      [matriz = 0, filial = 0] = company.establishmentIds;
      await syncCompanyLicenses(db, { companyId }, defaultLicenseSettings, todayIn('America/Sao_Paulo', fixtureNow));
      // Files in the repository, attached to licence rows through the licence calls, as the screens do.
      const send = server().send;
      const upload = async (name: string, type: string) =>
        createdId(
          (
            (await send('POST', clientFilePaths.repository(companyId), 'staff', form(pdf(name), { file_type: type })))
              .body as { file: { id: number } }
          ).file,
        );
      const alvara = await upload('Alvará de funcionamento', 'document');
      const protocol = await upload('Protocolo sanitário', 'protocol');
      const fee = await upload('Taxa TFLF', 'fee');
      const plan = await upload('Planta baixa', 'document');
      await upload('Relatório solto', 'document');
      const listed = await send('GET', companyLicensePaths.list(companyId), 'staff');
      const rows = companyLicenseListResponse.parse(listed.body).result[0].items;
      const rowOf = (establishment: number, license: string, code: string) => {
        const row = rows.find(
          (item) =>
            item.clientNationalRegistrationId === establishment &&
            item.fiscalLicenseName === license &&
            item.fiscalRegistrationCodeClass === code,
        );
        if (!row) throw new Error(`no licence row ${license} ${code}`);
        return companyLicensePaths.one(companyId, row.id);
      };
      const attach = async (path: string, body: Record<string, unknown>) => {
        const answer = await send('PUT', path, 'staff', body);
        if (answer.status !== 200) throw new Error(`attach ${path}: ${JSON.stringify(answer.body)}`);
      };
      await attach(rowOf(matriz, 'Alvará Quimera de arquivos', '1091-1/02'), {
        type: 'document',
        fileId: alvara,
        feeFileId: fee,
        validUntil: '2027-03-31',
      });
      await attach(rowOf(matriz, 'Licença sanitária Quimera', '4721-1/02'), { type: 'protocol', fileId: protocol });
      await attach(rowOf(matriz, 'Alvará Quimera de arquivos', '4721-1/02'), {
        type: 'document',
        fileId: plan,
        validUntil: '2026-12-31',
      });
      await attach(rowOf(filial, 'Alvará Quimera de arquivos', '4721-1/02'), {
        type: 'document',
        fileId: alvara,
        validUntil: '2027-01-15',
      });
      // The mocks start from what the server shows.
      seedFileMocks(companyId, await filesOf(send, companyId));
    });

    it('answer like the server: repository, uploads, documents, logos, refusals', async () => {
      // A temporary link's address and a logo's are each world's own (a signed token, a random key).
      await expectSameBehaviour(
        async (api) => {
          const repository = clientFilePaths.repository(companyId);
          const documents = clientFilePaths.documents(companyId);
          const level2 = (id: number) => clientFilePaths.cnpjDocuments(companyId, id);
          const level3 = (id: number, cnae: number) => clientFilePaths.cnaeDocuments(companyId, id, cnae);
          await api.call('repository', 'GET', repository);
          await api.call('repository, page 2 of 2 per page', 'GET', `${repository}?limit=2&page=1`);
          await api.call('repository past the end', 'GET', `${repository}?limit=2&page=9`);
          await api.call('repository search without accents', 'GET', `${repository}?search=ALVARA`);
          await api.call('repository of one type', 'GET', `${repository}?file_type=protocol`);
          await api.call('repository of a bad type', 'GET', `${repository}?file_type=logo`);
          const uploaded = await api.call('upload', 'POST', repository, {
            body: form(pdf('Vistoria dos bombeiros'), { file_type: 'fee' }),
          });
          const uploadedId = createdId((uploaded.body as { file: unknown }).file);
          await api.call('upload without a file', 'POST', repository, { body: form(null, { file_type: 'fee' }) });
          await api.call('upload without a type', 'POST', repository, { body: form(pdf('Sem tipo')) });
          await api.call('upload of a bad type', 'POST', repository, {
            body: form(pdf('Tipo ruim'), { file_type: 'logo' }),
          });
          await api.call('upload of an empty file', 'POST', repository, {
            body: form(new File([], 'vazio.pdf'), { file_type: 'document' }),
          });
          await api.call('repository after the upload', 'GET', `${repository}?file_type=fee`);
          await api.call('a link to the file', 'GET', clientFilePaths.repositoryFile(companyId, uploadedId));
          await api.call('a link to no file', 'GET', clientFilePaths.repositoryFile(companyId, 999_999));

          const first = await api.call('documents: CNPJ folders', 'GET', documents);
          const [matrizFolder, filialFolder] = documentsResponse.parse(first.body).items;
          const [matrizId, filialId] = [matrizFolder?.id ?? 0, filialFolder?.id ?? 0];
          await api.call('CNPJ folders by id, descending', 'GET', `${documents}?sort=id&direction=DESC`);
          await api.call('CNPJ folders, page 2 of 1 per page', 'GET', `${documents}?limit=1&page=1`);
          await api.call('CNPJ folders by name', 'GET', `${documents}?search=filial`);
          await api.call('CNPJ folders by a masked CNPJ', 'GET', `${documents}?search=${encodeURIComponent('/0002')}`);
          await api.call('CNPJ folders with a low CNAE', 'GET', `${documents}?cnae_level=low_level`);
          await api.call('CNPJ folders with a CNAE', 'GET', `${documents}?cnae=${encodeURIComponent('"4721-1/02"')}`);
          await api.call('CNPJ folders with a bad level', 'GET', `${documents}?cnae_level=alto`);
          await api.call('CNPJ folders with a bad sort', 'GET', `${documents}?sort=et.id`);
          const second = await api.call('documents: the card and CNAE folders', 'GET', level2(matrizId));
          const cnaes = documentsResponse.parse(second.body).items.filter((item) => item.kind === 'cnae-folder');
          const [bakeryId, shopId] = [cnaes[0]?.id ?? 0, cnaes[1]?.id ?? 0];
          await api.call('CNAE folders, descending', 'GET', `${level2(matrizId)}?direction=desc`);
          await api.call('CNAE folders, page 1 of 1 per page', 'GET', `${level2(matrizId)}?limit=1`);
          await api.call('CNAE folders, page 2 of 1 per page', 'GET', `${level2(matrizId)}?limit=1&page=1`);
          await api.call('CNAE folders by code', 'GET', `${level2(matrizId)}?search=1091`);
          await api.call('CNAE folders: the card by name', 'GET', `${level2(matrizId)}?search=cartao`);
          await api.call('CNAE folders of a level', 'GET', `${level2(matrizId)}?cnae_level=high_level`);
          await api.call('CNAE folders of the filial', 'GET', level2(filialId));
          await api.call('CNAE folders of no CNPJ', 'GET', level2(999_999));
          await api.call('documents: the files of a CNAE', 'GET', level3(matrizId, shopId));
          await api.call(
            'files by validity, descending',
            'GET',
            `${level3(matrizId, shopId)}?sort=validUntil&direction=desc`,
          );
          await api.call('files by licence name', 'GET', `${level3(matrizId, shopId)}?sort=fiscalLicenseName`);
          await api.call('files by a licence name search', 'GET', `${level3(matrizId, shopId)}?search=sanitaria`);
          await api.call('files of the other CNAE', 'GET', level3(matrizId, bakeryId));
          await api.call('files of a CNAE the CNPJ lacks', 'GET', level3(filialId, bakeryId));

          const alvara =
            documentsResponse.parse((await api.call('files of the filial', 'GET', level3(filialId, shopId))).body)
              .items[0]?.id ?? 0;
          await api.call(
            'delete a file held by two licences',
            'DELETE',
            clientFilePaths.repositoryFile(companyId, alvara),
          );
          await api.call('delete it again', 'DELETE', clientFilePaths.repositoryFile(companyId, alvara));
          await api.call('CNPJ folders after the deletion', 'GET', documents);
          await api.call('files of the filial after the deletion', 'GET', level3(filialId, shopId));

          const logo = clientFilePaths.logo(companyId);
          await api.call('a logo', 'POST', logo, { body: form(new File([png], 'logo.png')) });
          await api.call('a logo that is not an image', 'POST', logo, { body: form(new File(['texto'], 'logo.txt')) });
          await api.call('a logo too large', 'POST', logo, {
            body: form(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png')),
          });
          await api.call('delete the logo', 'DELETE', logo);
          await api.call('delete it again', 'DELETE', logo);

          await api.call('a company that is not there', 'GET', clientFilePaths.repository(999_999));
          await api.call('a malformed id', 'GET', clientFilePaths.repository('abc'));
          await api.call('a PARTNER is refused', 'GET', documents, { as: 'partner' });
          await api.call('a USER without GET_FILES', 'GET', repository, { as: { user: ['GET_COMPANY'] } });
          await api.call(
            'a USER without DELETE_FILES',
            'DELETE',
            clientFilePaths.repositoryFile(companyId, uploadedId),
            {
              as: { user: ['GET_FILES'] },
            },
          );
          await api.call('a USER without UPDATE_LICENSES', 'POST', repository, {
            as: { user: ['GET_FILES'] },
            body: form(pdf('Recusado'), { file_type: 'document' }),
          });
          await api.call('a USER without UPDATE_COMPANY', 'DELETE', logo, { as: { user: ['GET_COMPANY'] } });
          await api.call('nobody signed in', 'GET', repository, { as: 'anonymous' });
        },
        new Set(['url', 'logoSrc']),
      );
    });
  });
}
