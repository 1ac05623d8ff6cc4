import { useRef } from "react";

import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/collection/collection-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { useCollectionPoints } from "../api/collection-points";
import { EMPTY_COLLECTION_POINT } from "../utils/collection-point-form";
import { atPointLimit, COLLECTION_POINT_TEXT } from "../utils/collection-point-text";

import { CollectionPointForm } from "./collection-point-form";
import { CollectionPointItem } from "./collection-point-item";

const panelClass = "rounded-lg border border-slate-200 bg-white shadow-sm";

/**
 * /dashboard/collection-points: the shop's counters where customers collect their orders, each
 * edited or deleted in place, and a form to add one while the shop has fewer than the API allows.
 */
export function CollectionPoints() {
  const user = useAdminUser();
  const points = useCollectionPoints();
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (points.data === undefined) {
    body = points.isError ? (
      <p role="alert" className="px-4 py-6 text-red-800">
        {COLLECTION_POINT_TEXT.loadFailed}
      </p>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={COLLECTION_POINT_TEXT.loading} />
      </div>
    );
  } else if (points.data.length === 0) {
    body = <p className="px-4 py-6 text-slate-700">{COLLECTION_POINT_TEXT.none}</p>;
  } else {
    body = (
      <ul data-testid="collection-points" className="divide-y divide-slate-200">
        {points.data.map((point) => (
          <CollectionPointItem
            key={point.id}
            point={point}
            onDeleted={() => heading.current?.focus()}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <section aria-labelledby="collection-points-heading" className={panelClass}>
        <div className="border-b border-slate-200 px-4 py-3">
          <h2
            id="collection-points-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {COLLECTION_POINT_TEXT.heading}
          </h2>
          <p className="text-sm text-slate-700">{COLLECTION_POINT_TEXT.intro}</p>
        </div>
        {body}
      </section>
      {points.data !== undefined && (
        <section aria-labelledby="add-collection-point-heading" className={`${panelClass} p-4`}>
          <h2 id="add-collection-point-heading" className="mb-4 text-lg font-semibold">
            {COLLECTION_POINT_TEXT.addHeading}
          </h2>
          {atPointLimit(points.data.length) ? (
            <p className="text-slate-700">{COLLECTION_POINT_TEXT.full}</p>
          ) : (
            <CollectionPointForm
              label={COLLECTION_POINT_TEXT.addHeading}
              initial={EMPTY_COLLECTION_POINT}
              submitLabel={COLLECTION_POINT_TEXT.add}
              busyLabel={COLLECTION_POINT_TEXT.adding}
              save={(input) =>
                apiRequest(API.createCollectionPoint, { session: user, body: input })
              }
              done={COLLECTION_POINT_TEXT.added}
            />
          )}
        </section>
      )}
    </div>
  );
}
