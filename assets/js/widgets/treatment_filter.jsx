// The treatment filter: radio inputs in a fieldset, prerendered and working
// without JavaScript (the price lists are hidden by CSS :has(), see
// salon/pages/treatments.py). After hydration this keeps the choice in the
// address (?kategori=) and for the visit (logic/treatment_filter.js).
import { useEffect, useRef } from "react";
import { initialChoice, remember, rememberedChoice, searchFor } from "../logic/treatment_filter.js";

function showInAddressBar(key, param, all) {
  const search = searchFor(key, param, all);
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + search);
}

export function TreatmentFilter({ name, legend, options, param }) {
  const group = useRef(null);
  const keys = options.map((option) => option.key);
  const all = keys[0];

  useEffect(() => {
    const inputs = [...group.current.querySelectorAll("input")];
    const chosen = initialChoice({
      search: window.location.search,
      param,
      keys,
      domChoice: inputs.find((input) => input.checked)?.value,
      last: rememberedChoice(window.sessionStorage),
    });
    // Uncontrolled inputs: the browser owns `checked`, React never resets it.
    for (const input of inputs) input.checked = input.value === chosen;
    remember(window.sessionStorage, chosen, all);
    showInAddressBar(chosen, param, all);
    // Once per mount: the options are fixed at build time.
  }, []);

  const onChange = (event) => {
    remember(window.sessionStorage, event.target.value, all);
    showInAddressBar(event.target.value, param, all);
  };

  return (
    <fieldset ref={group} className="filter-bar" onChange={onChange}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.key} className="filter-option">
          <input type="radio" name={name} value={option.key} defaultChecked={index === 0} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
