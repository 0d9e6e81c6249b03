// the contracts' lists the database screen's selects offer (values from the package root reach the bundle)
export {
  CODEGEN_COMMON_COLUMNS as COMMON_COLUMNS,
  CODEGEN_DATA_TYPES as DATA_TYPES,
  MIGRATION_OPERATIONS as OPERATIONS,
  SNAKE_NAME,
} from '@retail/contracts';
