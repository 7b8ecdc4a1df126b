// The English pane of the side-by-side editor shows only what is translated
// (salon/cms/cms_config.py marks each field `i18n: true` or `false`).
// Decap hides an untranslated field there, but not inside a list item: its
// list widget (decap-cms 3.16.3, ListControl.renderItem) does not hand the
// pane's `isFieldHidden` to the items' fields, so the English pane showed
// every treatment's price, key and booking link as empty boxes, and each
// picture's and closure's title as "No image", "No start" (its summary
// field is untranslated, and empty in the English block).
//
// `paneAwareList` wraps Decap's list control: the items' fields get the
// pane's own `isFieldHidden` (as Decap's object widget passes it), and in a
// pane that hides the field an item is summarised by, the item is
// summarised by its first field the pane shows. In the Swedish pane nothing
// is hidden, and the list is Decap's own. admin.js registers it in place of
// Decap's list widget.

// The field a summary template names first: "{{fields.image | truncate(60, '…')}}".
const SUMMARY_FIELD = /\{\{\s*fields\.([\w-]+)/;

/** The summary template a pane shows an item by: `summary`, or where
 * `hidden` (the pane's hidden field names) holds its field, the same
 * template on the first of `names` (the item's fields, in order) the pane
 * shows. */
export function paneSummary(summary, names, hidden) {
  const named = summary ? SUMMARY_FIELD.exec(summary) : null;
  if (!named || !hidden.has(named[1])) return summary;
  const shown = names.find((name) => !hidden.has(name));
  return shown ? summary.replace(`fields.${named[1]}`, `fields.${shown}`) : summary;
}

/** Decap's list control `ListControl`, with its items' fields hidden as the
 * pane hides fields. `h` and `createClass` are the ones Decap puts on
 * `window` (React's createElement, create-react-class). */
export function paneAwareList(ListControl, { h, createClass }) {
  return createClass({
    displayName: "PaneAwareList",

    // Decap's Widget takes the control it validates and focuses from here
    // (Widget.processInnerControlRef): the list itself, not this wrapper.
    getWrappedInstance() {
      return this.list;
    },

    keepList(list) {
      this.list = list;
    },

    // One component for the whole life of the list: a new one on each render
    // would remount every item's fields, and the field being typed in would
    // lose its focus.
    itemControl() {
      if (!this.ItemControl) {
        const list = this;
        this.ItemControl = createClass({
          displayName: "PaneAwareListItem",
          render() {
            const { editorControl, isFieldHidden, isFieldDuplicate, locale } = list.props;
            const { field } = this.props;
            return h(editorControl, {
              ...this.props,
              isHidden: Boolean(this.props.isHidden || isFieldHidden?.(field)),
              isDisabled: Boolean(this.props.isDisabled || isFieldDuplicate?.(field)),
              isFieldHidden,
              isFieldDuplicate,
              locale,
            });
          },
        });
      }
      return this.ItemControl;
    },

    // The list's field with the pane's summary; the same object while the
    // field is, so the list is not told of a change that is none.
    paneField() {
      const { field, isFieldHidden } = this.props;
      const items = field.get("fields");
      if (!isFieldHidden || !items || !field.get("summary")) return field;
      if (this.paneFieldOf !== field) {
        const fields = items.toArray();
        const hidden = new Set(fields.filter((item) => isFieldHidden(item)).map((item) => item.get("name")));
        const summary = paneSummary(field.get("summary"), fields.map((item) => item.get("name")), hidden);
        this.paneFieldOf = field;
        this.paneFieldValue = summary === field.get("summary") ? field : field.set("summary", summary);
      }
      return this.paneFieldValue;
    },

    render() {
      return h(ListControl, {
        ...this.props,
        ref: this.keepList,
        field: this.paneField(),
        editorControl: this.itemControl(),
      });
    },
  });
}
