import type * as z from 'zod';

/** One key of an object schema, nested keys written with dots (`docs.path`, `navbar.items[].label`). */
export interface SchemaKey {
  /** The dotted path of the key; `[]` stands for any element of an array. */
  path: string;
  /** The value filled in when the key is left out, or undefined when there is none. */
  default: unknown;
  /** Whether a value must be given (no default, not optional). */
  required: boolean;
}

type AnySchema = z.ZodType;
// zod 4 keeps a schema's kind and parts in `_zod.def`; only these few kinds hold keys.
type Def = { type: string; innerType?: AnySchema; in?: AnySchema; options?: AnySchema[]; element?: AnySchema; shape?: Record<string, AnySchema>; defaultValue?: unknown };

function defOf(schema: AnySchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The object schemas a value may be, looking through defaults, optionals, unions and pipes. */
function objectsOf(schema: AnySchema): Array<Record<string, AnySchema>> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape!];
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
      return objectsOf(def.innerType!);
    case 'pipe':
      return objectsOf(def.in!);
    case 'union':
      return def.options!.flatMap(objectsOf);
    default:
      return [];
  }
}

/** The schema an array holds, looking through defaults and optionals; undefined when it is no array. */
function elementOf(schema: AnySchema): AnySchema | undefined {
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (def.type === 'default' || def.type === 'prefault' || def.type === 'optional' || def.type === 'nullable') return elementOf(def.innerType!);
  if (def.type === 'union') return def.options!.map(elementOf).find(Boolean);
  return undefined;
}

function defaultOf(schema: AnySchema): unknown {
  const def = defOf(schema);
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'optional' || def.type === 'nullable') return defaultOf(def.innerType!);
  return undefined;
}

function isOptional(schema: AnySchema): boolean {
  const { type } = defOf(schema);
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Every key of an object schema, nested objects' and array elements' keys included, in schema order. */
export function listSchemaKeys(schema: AnySchema, prefix = ''): SchemaKey[] {
  const keys: SchemaKey[] = [];
  const seen = new Set<string>();
  for (const shape of objectsOf(schema)) {
    for (const [name, value] of Object.entries(shape)) {
      const path = `${prefix}${name}`;
      if (seen.has(path)) continue;
      seen.add(path);
      keys.push({ path, default: defaultOf(value), required: !isOptional(value) });
      keys.push(...listSchemaKeys(value, `${path}.`));
      const element = elementOf(value);
      if (element) keys.push(...listSchemaKeys(element, `${path}[].`));
    }
  }
  return keys;
}

/** The keys allowed in the object at `path` of a value checked by `schema` (an issue's path). */
export function knownKeysAt(schema: AnySchema, path: ReadonlyArray<PropertyKey>): string[] {
  let candidates: AnySchema[] = [schema];
  for (const step of path) {
    candidates = candidates.flatMap((candidate) => {
      if (typeof step === 'number') {
        const element = elementOf(candidate);
        return element ? [element] : [];
      }
      return objectsOf(candidate).flatMap((shape) => (shape[String(step)] ? [shape[String(step)]] : []));
    });
  }
  return [...new Set(candidates.flatMap((candidate) => objectsOf(candidate).flatMap((shape) => Object.keys(shape))))];
}
