import { useEffect, useRef, useState } from "react";

import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/collection/collection-api.ts";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { collectionPointValues } from "../utils/collection-point-form";
import { COLLECTION_POINT_TEXT } from "../utils/collection-point-text";

import { CollectionPointForm } from "./collection-point-form";
import { DeleteCollectionPointButton } from "./delete-collection-point-button";

interface CollectionPointItemProps {
  point: CollectionPoint;
  /** After the point is deleted, the screen takes the focus its buttons had. */
  onDeleted: () => void;
}

/** One point: its name, address and hours, edited in place or deleted. */
export function CollectionPointItem({ point, onDeleted }: CollectionPointItemProps) {
  const user = useAdminUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when the edit form closes, so the focus goes back to the Edit button it came from.
  const returnFocus = useRef(false);
  const titleId = `collection-point-${point.id}`;

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <li data-testid="collection-point" className="px-4 py-4">
        <CollectionPointForm
          label={COLLECTION_POINT_TEXT.editLabel(point.name)}
          initial={collectionPointValues(point)}
          submitLabel={COLLECTION_POINT_TEXT.save}
          busyLabel={COLLECTION_POINT_TEXT.saving}
          save={(input) =>
            apiRequest(API.editCollectionPoint, {
              params: { id: point.id },
              session: user,
              body: input,
            })
          }
          onSaved={(edited) => {
            setSaved(COLLECTION_POINT_TEXT.saved(edited.name));
            close();
          }}
          onCancel={close}
        />
      </li>
    );
  }

  return (
    <li
      data-testid="collection-point"
      aria-labelledby={titleId}
      className="flex flex-wrap items-start justify-between gap-3 px-4 py-4"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          {point.name}
        </h3>
        <p className="text-sm break-words text-slate-700">{point.address}</p>
        <p className="text-sm break-words text-slate-700">
          {COLLECTION_POINT_TEXT.hours(point.hours)}
        </p>
        {saved !== undefined && (
          <p role="status" className="mt-1 text-sm text-green-800">
            {saved}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button
          ref={editButton}
          type="button"
          onClick={() => {
            setSaved(undefined);
            setEditing(true);
          }}
          aria-label={COLLECTION_POINT_TEXT.editLabel(point.name)}
          className="rounded-md border border-blue-700 px-3 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {COLLECTION_POINT_TEXT.edit}
        </button>
        <DeleteCollectionPointButton point={point} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
