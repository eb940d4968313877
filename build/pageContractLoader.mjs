// Stamps an exposed page with the page contract its remote is built for: appends the `contract` export
// the shell checks when it loads the page (shared/src/contracts.ts). Applied by build/rspackCommon.mjs
// to exactly the screens a remote exposes, so that a screen itself never repeats the contract.
export default function pageContractLoader(source) {
  const { contract } = this.getOptions();
  return `${source}\nexport const contract = ${JSON.stringify(contract)};\n`;
}
