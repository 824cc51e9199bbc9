/**
 * Form state for the visitor and agent forms, validated by the same shared zod schema the server
 * uses. A field's error shows only once the field has been touched (left once) or the form was
 * submitted; errors the server returns per field show until that field changes.
 * A public page's form may pass a loader of its schema instead (`lazySchema`): zod then stays out
 * of the code the page evaluates before it hydrates, and the schema arrives just after (a submit
 * made before that waits for it).
 * Most fields are text; a form may also hold other values (a flag, an image that is kept, replaced
 * or removed, an editor's document), set with `setValue` and validated by the same schema.
 */
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorAria } from './FieldFrame.tsx';

export type ServerFieldErrors = Partial<Record<string, string[]>>;

/** The fields of a form's values that hold text (an input, a textarea or a select). */
export type TextName<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/** `Text`: the fields `fieldProps` wires to an input (all of them when every value is text). */
export interface ZodForm<Name extends string, Output, Values extends Record<Name, unknown> = Record<Name, string>, Text extends Name = Name> {
  values: Values;
  setValue<Field extends Name>(name: Field, value: Values[Field]): void;
  /** The message to show under a field (touched fields only). */
  errorOf(name: Name): string | undefined;
  idOf(name: Name): string;
  fieldProps<Field extends Text>(
    name: Field,
  ): {
    id: string;
    name: Field;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onBlur: () => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  handleSubmit(onValid: (data: Output) => void): (event: FormEvent<HTMLFormElement>) => void;
  setServerErrors(errors: ServerFieldErrors): void;
  reset(): void;
}

/** A schema loaded once, on first use: `lazySchema(() => import('#shared/schemas/x.schema.ts').then((m) => m.ZX))`. */
export interface LazySchema<Schema extends z.ZodType> {
  load(): Promise<Schema>;
  /** The schema once loaded. */
  current(): Schema | undefined;
}

export function lazySchema<Schema extends z.ZodType>(load: () => Promise<Schema>): LazySchema<Schema> {
  let promise: Promise<Schema> | undefined;
  let loaded: Schema | undefined;
  return {
    load: () => {
      promise ??= load().then((schema) => (loaded = schema));
      return promise;
    },
    current: () => loaded,
  };
}

function isLazy<Schema extends z.ZodType>(schema: Schema | LazySchema<Schema>): schema is LazySchema<Schema> {
  return typeof (schema as LazySchema<Schema>).current === 'function';
}

export function useZodForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schemaOrLoader: Schema | LazySchema<Schema>,
  initialValues: Values,
): ZodForm<keyof Values & string, z.output<Schema>, Values, TextName<Values>> {
  type Name = keyof Values & string;
  const formId = useId();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // A lazy schema is asked for after the first render (never during hydration), and read as soon as
  // it is there. A schema given as it is is read from this render's argument: a form may switch
  // schemas (the composer's Custom mail).
  const [loadedSchema, setLoadedSchema] = useState(() => (isLazy(schemaOrLoader) ? schemaOrLoader.current() : undefined));
  const schema = isLazy(schemaOrLoader) ? (loadedSchema ?? schemaOrLoader.current()) : schemaOrLoader;
  useEffect(() => {
    if (isLazy(schemaOrLoader) && !schemaOrLoader.current()) void schemaOrLoader.load().then(setLoadedSchema);
  }, [schemaOrLoader]);

  const parsed = useMemo(() => (schema ? schema.safeParse(values) : undefined), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = {};
    if (parsed && !parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
    return errors;
  }, [parsed]);

  const idOf = (name: Name) => `${formId}-${name}`;
  const errorOf = (name: Name) => (touched[name] ? (clientErrors[name] ?? serverErrors[name]?.[0]) : undefined);
  const setValue = <Field extends Name>(name: Field, value: Values[Field]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };
  const touchAll = () => setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<Name, boolean>);

  return {
    values,
    setValue,
    errorOf,
    idOf,
    fieldProps: (name) => {
      const error = errorOf(name);
      return {
        id: idOf(name),
        name,
        value: values[name] as string,
        onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
        onBlur: () => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true })),
        ...errorAria(idOf(name), error),
      };
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      touchAll();
      const submit = (result: z.ZodSafeParseResult<z.output<Schema>>) => {
        if (result.success) {
          onValid(result.data);
          return;
        }
        // Take the visitor to the first field that needs attention.
        const firstInvalid = result.error.issues[0]?.path[0];
        if (firstInvalid !== undefined) document.getElementById(idOf(String(firstInvalid) as Name))?.focus();
      };
      if (parsed) submit(parsed);
      // Submitted before the lazy schema arrived: check these values once it is there.
      else if (isLazy(schemaOrLoader)) {
        const submitted = values;
        void schemaOrLoader.load().then((loaded) => {
          setLoadedSchema(loaded);
          submit(loaded.safeParse(submitted));
        });
      }
    },
    setServerErrors: (errors) => {
      setServerErrors(errors);
      touchAll();
    },
    reset: () => {
      setValues(initialValues);
      setTouched({});
      setServerErrors({});
    },
  };
}
