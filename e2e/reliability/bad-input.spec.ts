import { test } from "../support/fixtures";
import { badInputs } from "./bad-input-cases";
import { badInputForms, type BadInputForm, type FormName } from "./bad-input-forms";
import { checkBadInputForm } from "./bad-input-checks";

/**
 * Bad input is refused at its field: a value the console can judge is refused before anything is
 * sent, a value only the server can judge (a name already taken, an address it cannot read) comes
 * back on the field it concerns. Either way everything typed stays, and once the value is fixed
 * the same button saves. A form joins by an entry in `badInputForms` and its rows in `badInputs`
 * (bad-input-cases.ts); a form's rows share one page, since each row puts its field back.
 */

test.describe("bad input", () => {
  test.describe.configure({ mode: "parallel", timeout: 180_000 });

  for (const [name, form] of Object.entries(badInputForms) as [FormName, BadInputForm][]) {
    const rows = badInputs.filter((row) => row.form === name);
    const serverRows = rows.filter((row) => row.by === "server").length;
    test(`${name}: ${String(rows.length)} bad values are refused at their field, the fixed values save`, async ({
      page,
      freshRealm: realm,
      browserWatch,
    }) => {
      if (serverRows > 0)
        browserWatch.allow(/status of 40[09]/, "the server refuses the rows it alone can judge");
      await checkBadInputForm(page, realm, form, rows);
    });
  }
});
