// codegen:table-imports

/** The tables of modules written by the code generator (`npm run gen`); each adds its line. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until a module is generated
export interface GeneratedDatabase {
  // codegen:tables
}
