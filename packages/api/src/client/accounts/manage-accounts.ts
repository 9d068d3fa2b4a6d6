import {
  type Account,
  type AccountCreateRequest,
  type AccountDeleteResponse,
  type AccountUpdateRequest,
  accountDeleteResponse,
  accountPaths,
  accountResponse,
  type EnterClientResponse,
  enterClientResponse,
} from '@product/api/contract';
import { type Http, relative } from '../http';

export type { AccountCreateRequest, AccountDeleteResponse, AccountUpdateRequest, EnterClientResponse };

/** POST /api/v1/admin/client/: a new account (Business = CLIENT, or PROVIDER). */
export async function createAccount(http: Http, body: AccountCreateRequest): Promise<Account> {
  return accountResponse.parse(await http.post(relative(accountPaths.list), { json: body }).json());
}

/** PUT /api/v1/admin/client/{id}: name, type, enabled. */
export async function updateAccount(http: Http, id: number, body: AccountUpdateRequest): Promise<Account> {
  return accountResponse.parse(await http.put(relative(accountPaths.item(id)), { json: body }).json());
}

/** DELETE /api/v1/admin/client/{id}: the account and its data, in one transaction on the server. */
export async function deleteAccount(http: Http, id: number): Promise<AccountDeleteResponse> {
  return accountDeleteResponse.parse(await http.delete(relative(accountPaths.item(id))).json());
}

/** POST /api/v1/admin/client/manager/{id}: the staff member's token for acting inside that client. */
export async function enterClient(http: Http, id: number): Promise<EnterClientResponse> {
  return enterClientResponse.parse(await http.post(relative(accountPaths.enter(id))).json());
}
