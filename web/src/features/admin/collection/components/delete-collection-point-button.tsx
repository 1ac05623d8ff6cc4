import { confirmDialog, showTimedDialog } from "@/lib/dialogs";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { useDeleteCollectionPoint } from "../api/collection-points";
import { COLLECTION_POINT_TEXT } from "../utils/collection-point-text";

interface DeleteCollectionPointButtonProps {
  point: Pick<CollectionPoint, "id" | "name">;
  /** After the point is gone and the list refreshed: its line, and this button, are gone too. */
  onDeleted: () => void;
}

/** Delete asks first, as deleting a book does; then 'Collection point deleted!' or the failure. */
export function DeleteCollectionPointButton({
  point,
  onDeleted,
}: DeleteCollectionPointButtonProps) {
  const user = useAdminUser();
  const remove = useDeleteCollectionPoint(user);

  const onClick = async () => {
    const confirmed = await confirmDialog({
      icon: "warning",
      title: COLLECTION_POINT_TEXT.confirmTitle,
      text: COLLECTION_POINT_TEXT.confirmText(point.name),
      confirmButtonText: COLLECTION_POINT_TEXT.confirmButton,
      cancelButtonText: COLLECTION_POINT_TEXT.cancel,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(point.id);
    } catch (error) {
      console.error("Failed to delete the collection point", error);
      await showTimedDialog(
        "error",
        COLLECTION_POINT_TEXT.deleteFailed,
        ADMIN_TEXT.tryAgain,
        ADMIN_DIALOG_MS.deleteFailed,
      );
      return;
    }
    onDeleted();
    await showTimedDialog(
      "success",
      COLLECTION_POINT_TEXT.deleted,
      undefined,
      ADMIN_DIALOG_MS.success,
    );
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={remove.isPending}
      aria-label={COLLECTION_POINT_TEXT.deleteLabel(point.name)}
      className="rounded-md bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
    >
      {COLLECTION_POINT_TEXT.delete}
    </button>
  );
}
