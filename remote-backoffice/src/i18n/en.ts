/** The 'backoffice' namespace in English: the texts of the product specification stay exactly as it has them. */
const en = {} as const;

export default en;
