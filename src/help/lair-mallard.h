/* lair-mallard.h — the help pages' Mallard, read into a small document model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define LAIR_MALLARD_ERROR (lair_mallard_error_quark ())

typedef enum {
  LAIR_MALLARD_ERROR_INVALID,
  LAIR_MALLARD_ERROR_NOT_FOUND,
} LairMallardError;

/* How a run of text looks; a run can be several at once (a key in a link) */
typedef enum {
  LAIR_MALLARD_STYLE_NONE = 0,
  LAIR_MALLARD_STYLE_EM   = 1 << 0,
  LAIR_MALLARD_STYLE_GUI  = 1 << 1,
  LAIR_MALLARD_STYLE_KEY  = 1 << 2,
} LairMallardStyle;

typedef enum {
  LAIR_MALLARD_BLOCK_PARAGRAPH,
  LAIR_MALLARD_BLOCK_SECTION,
  LAIR_MALLARD_BLOCK_LIST,
  LAIR_MALLARD_BLOCK_STEPS,
  LAIR_MALLARD_BLOCK_TERMS,
  LAIR_MALLARD_BLOCK_ITEM,
  LAIR_MALLARD_BLOCK_NOTE,
  LAIR_MALLARD_BLOCK_TABLE,
  LAIR_MALLARD_BLOCK_ROW,
  LAIR_MALLARD_BLOCK_CELL,
} LairMallardBlockKind;

/**
 * LairMallardSpan:
 * @text: the words, whitespace collapsed; empty for a link that takes
 *   the title of the page it leads to
 * @style: how they look
 * @xref: (nullable): for a link, the page it leads to: `id` or
 *   `id#section`
 *
 * A run of inline text.
 */
typedef struct {
  char             *text;
  LairMallardStyle  style;
  char             *xref;
} LairMallardSpan;

typedef struct _LairMallardBlock LairMallardBlock;

/**
 * LairMallardBlock:
 * @kind: what it is
 * @spans: (element-type LairMallardSpan) (nullable): the text of a
 *   paragraph
 * @title: (element-type LairMallardSpan) (nullable): the title of a
 *   section, a note or an item of terms
 * @children: (element-type LairMallardBlock): what it holds: a section's,
 *   note's, item's or cell's blocks, a list's items, a table's rows, a
 *   row's cells
 * @id: (nullable): a section's id
 * @style: (nullable): the style attribute (a note's "tip", "warning", …)
 *
 * A block of a page.
 */
struct _LairMallardBlock
{
  LairMallardBlockKind  kind;
  GPtrArray            *spans;
  GPtrArray            *title;
  GPtrArray            *children;
  char                 *id;
  char                 *style;
};

/**
 * LairMallardPage:
 * @id: the page id
 * @type: "topic" or "guide"
 * @title: the title, plain text
 * @desc: (nullable): the one-line description, plain text
 * @guide_links: (element-type utf8): the guides it belongs to
 *   ("index#rooms")
 * @guide_groups: (element-type utf8): for each guide link, the link
 *   group it names, or %NULL
 * @link_groups: (element-type utf8 GStrv): for each section of a guide
 *   ("" for the page outside its sections), the link groups its topic
 *   links list, in their order
 * @seealso_links: (element-type utf8): the pages it names as related
 * @blocks: (element-type LairMallardBlock): the content
 * @text: everything a reader can see, as plain text, for search
 *
 * One help page.
 */
typedef struct {
  char      *id;
  char      *type;
  char      *title;
  char      *desc;
  GPtrArray *guide_links;
  GPtrArray *guide_groups;
  GHashTable *link_groups;
  GPtrArray *seealso_links;
  GPtrArray *blocks;
  char      *text;
} LairMallardPage;

/**
 * LairMallardTitleFunc:
 * @xref: a link target, `id` or `id#section`
 * @user_data: closure
 *
 * Returns: (nullable): the title of the page @xref leads to
 */
typedef const char *(*LairMallardTitleFunc) (const char *xref,
                                             gpointer    user_data);

GQuark           lair_mallard_error_quark            (void);

LairMallardPage *lair_mallard_page_parse             (const char             *data,
                                                      gssize                  length,
                                                      GError                **error);
LairMallardPage *lair_mallard_page_load              (const char             *page_id,
                                                      const char * const     *languages,
                                                      GError                **error);
void             lair_mallard_page_free              (LairMallardPage        *page);
gboolean         lair_mallard_page_has_section       (const LairMallardPage  *page,
                                                      const char             *section_id);
char            *lair_mallard_page_get_guide_section (const LairMallardPage  *page,
                                                      const char             *guide_id);
const char      *lair_mallard_page_get_guide_group   (const LairMallardPage  *page,
                                                      const char             *guide_id);

GStrv            lair_mallard_list_pages             (void);
char            *lair_mallard_find_resource          (const char             *page_id,
                                                      const char * const     *languages);
gboolean         lair_mallard_is_page_id             (const char             *page_id);

char            *lair_mallard_spans_to_markup        (GPtrArray              *spans,
                                                      LairMallardTitleFunc    title_func,
                                                      gpointer                user_data);
char            *lair_mallard_spans_to_text          (GPtrArray              *spans,
                                                      LairMallardTitleFunc    title_func,
                                                      gpointer                user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairMallardPage, lair_mallard_page_free)

G_END_DECLS
