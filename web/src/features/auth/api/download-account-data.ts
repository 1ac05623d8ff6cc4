import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { showDialog } from "@/lib/dialogs";
import { saveFile } from "@/lib/save-file";
import { ACCOUNT_DATA_FILE_NAME } from "@bookstore/shared/accounts/account-data.ts";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

/**
 * Fetches everything the store holds about the customer (the API needs their token, so a plain
 * link cannot) and hands it to the browser as a JSON file to save.
 */
export async function downloadAccountData(user: User): Promise<void> {
  const data = await apiRequest(API.getAccountData, {
    session: user,
  });
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  saveFile(file, ACCOUNT_DATA_FILE_NAME);
  // The file says it too; the page says it where the customer is looking.
  if (data.notice !== null) await showDialog("info", TEXT.dataNoticeTitle, data.notice);
}
