import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { ACCOUNT_DATA_FILE_NAME } from "@shared/account-data.ts";
import * as API from "@shared/api/contract.ts";

/**
 * Fetches everything the store holds about the customer (the API needs their token, so a plain
 * link cannot) and hands it to the browser as a JSON file to save.
 */
export async function downloadAccountData(user: User): Promise<void> {
  const data = await apiRequest(API.getAccountData, {
    headers: { Authorization: `Bearer ${await user.getIdToken()}` },
  });
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  saveFile(file, ACCOUNT_DATA_FILE_NAME);
}
