export const catalogueMessages = {
  brandTooLong: (max: number) => `Brand must be at most ${max} characters`,
  modelTooLong: (max: number) => `Each model must be at most ${max} characters`,
  tooManyModels: (max: number) => `At most ${max} models per part`,
  modelsInvalid: 'Models must be a list of device names',
  categoryInvalid: 'Please choose a category from the list',
} as const;
