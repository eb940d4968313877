const en = {} as const;

export default en;
