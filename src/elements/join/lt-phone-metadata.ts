// libphonenumber-js's own metadata (metadata.min.json, version 4), cut to Lithuania (+370): the
// getting-in screens accept Lithuanian numbers only, and the whole world's metadata would weigh
// ~30 KB brotli. Regenerate after updating libphonenumber-js:
//   node -e "const m=require('libphonenumber-js/metadata.min.json'); console.log(JSON.stringify(m.countries.LT))"
import type { MetadataJson } from 'libphonenumber-js/core';

export const LT_METADATA = {"version":4,"country_calling_codes":{"370":["LT"]},"countries":{"LT":["370","00","(?:[3469]\\d|52|[78]0)\\d{6}",[8],[["(\\d)(\\d{3})(\\d{4})","$1 $2 $3",["52[0-7]"],"(0-$1)",1],["(\\d{3})(\\d{2})(\\d{3})","$1 $2 $3",["[7-9]"],"0 $1",1],["(\\d{2})(\\d{6})","$1 $2",["37|4(?:[15]|6[1-8])"],"(0-$1)",1],["(\\d{3})(\\d{5})","$1 $2",["[3-6]"],"(0-$1)",1]],"0",0,"[08]"]},"nonGeographic":{}} as unknown as MetadataJson;
