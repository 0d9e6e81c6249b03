/** A form field's name as antd takes it: `['config', 'columns', 2, 'control']`. */
export type FieldPath = Array<string | number>;

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** `config.columns.2.control` → `['config', 'columns', 2, 'control']`. */
const pathOf = (dotted: string): FieldPath =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The field errors a server message holds. The server names the field first in every refusal of a request field
 * (`config.table: …`; a validation failure joins several with `; `); each part becomes the error of that field.
 */
export function fieldErrorsOf(message: string): FieldError[] {
  return message
    .split('; ')
    .map((part) => /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*)[:：]\s*(.+)$/s.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, field, text]) => ({ name: pathOf(field as string), errors: [(text as string).trim()] }));
}

const startsWith = (path: FieldPath, prefix: FieldPath) =>
  prefix.length <= path.length && prefix.every((part, i) => part === path[i]);

/**
 * Each error moved to the form field it is about: the registered field whose name is the longest start of the
 * error's path (`config.columns.2.fk.table` lands on the `config.columns.2.fk` control); errors about no field are
 * left out.
 */
export function onRegisteredFields(
  errors: readonly FieldError[],
  registered: readonly FieldPath[],
): FieldError[] {
  return errors.flatMap((error) => {
    const target = registered
      .filter((name) => startsWith(error.name, name))
      .sort((a, b) => b.length - a.length)[0];
    return target ? [{ name: target, errors: error.errors }] : [];
  });
}
