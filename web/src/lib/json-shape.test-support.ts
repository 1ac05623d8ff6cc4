import { format, resolveConfig } from "prettier";
import { toJSONSchema, type z } from "zod";

/**
 * The JSON a shapes file holds: each schema's JSON Schema (without the dialect's address), as
 * the repository formats JSON. A test compares it with the file, or writes it with `vitest -u`.
 */
export async function shapesFileText(
  schemas: Readonly<Record<string, z.core.$ZodType>>,
  file: string,
): Promise<string> {
  const shapes = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const shape: Record<string, unknown> = toJSONSchema(schema);
      delete shape.$schema;
      return [name, shape];
    }),
  );
  const options = await resolveConfig(file);
  return format(JSON.stringify(shapes), { ...options, filepath: file });
}
