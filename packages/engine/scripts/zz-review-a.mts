import { capitalForm, capitalForms, definitionsInCapitals, findDefinitions, writeCapitals, spellOutFirstUses, explainAcronyms } from '../src/sentence/acronyms.ts';
import { speciesWriter } from '../src/sentence/species.ts';
import { writeProperNames } from '../src/sentence/proper-names.ts';
import { prepareSentence } from '../src/sentence/prepare-sentence.ts';

function caps(paper: string[], sents: string[]) {
  const found = findDefinitions(paper);
  const defs = definitionsInCapitals(found);
  const forms = capitalForms(defs);
  console.log('defs', JSON.stringify(Object.fromEntries(defs)));
  for (const s of sents) console.log('  ', JSON.stringify(s), '->', JSON.stringify(writeProperNames(writeCapitals(s, forms))));
  return defs;
}
console.log('--- abbreviation FPs');
caps(['advanced glycation end products ( ages ) accumulate in tissue .'], ['the mean age of patients was 54 years , and ages ranged widely .']);
caps(['mean arterial pressure ( map ) was recorded .'], ['we built a map of the region , map fell .', 'Map values rose .']);
caps(['the department of energy ( doe ) funded it .'], ['it does not hold .']);
caps(['patients on antiretroviral therapy ( art ) were seen .'], ['this is state of the art work .']);
caps(['alzheimer \'s disease ( ad ) patients were seen .'], ['an ad hoc rule was used .']);
caps(['positron emission tomography ( pet ) was done .'], ['pet owners were asked .']);
caps(['acceptance and commitment therapy ( act ) helps .'], ['they act on it .']);
caps(['human chorionic gonadotropin ( hcg ) levels .', 'immunoglobulin g ( igg ) levels .', 'mammalian target of rapamycin ( mtor ) .', 'cyclic adenosine monophosphate ( camp ) .'], ['hcg and igg rose ; mtor and camp fell at summer camp .']);
caps(['tumor necrosis factor ( tnf ) and interferon ( ifn ) .', 'interleukin ( il ) .'], ['tnf-α and ifn-γ and il-6 rose ; tnf rose .']);
caps(['calcium ( ca ) influx .'], ['ca2+ rose ca. 5 fold ; ca rose .']);
caps(['the cycle threshold ( ct ) value .'], ['ct values and ct scans .']);
caps(['hazard ratio ( hr ) was .'], ['per hr the rate ; 24 hr later .']);
caps(['multiple sclerosis ( ms ) patients .'], ['response within ms of onset ; 40 ms ; ms patients .']);
caps(['small interfering rnas ( sirnas ) .'], ['sirnas and sirna .']);
caps(['the potential of hydrogen ( ph ) .'], ['the ph was 7 .']);
caps(['single nucleotide polymorphisms ( snps ) .'], ['snps and snp .']);
caps(['the sodium ( na ) level .', 'the zinc ( zn ) level .'], ['na and zn']);
console.log('--- known list');
caps([], ['the ct value of the aids patients ; elisa and bmi ; dna-seq ; rna-binding ; mri-based ; pcr/elisa']);

console.log('--- capitalForm');
for (const [a, l] of [['hcg','human chorionic gonadotropin'],['igg','immunoglobulin g'],['kda','kilodaltons'],['hz','hertz'],['ph','potential of hydrogen'],['ages','advanced glycation end products'],['cds','coding sequences'],['mrna','messenger rna'],['ros','reactive oxygen species'], ['pbmcs','peripheral blood mononuclear cells'], ['nps','nanoparticles'], ['cvs','cardiovascular diseases'], ['ais','artificial intelligences'], ['dcs','dendritic cells']]) console.log(a, l, '->', capitalForm(a, l));
