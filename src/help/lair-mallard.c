/* lair-mallard.c — the help pages' Mallard, read into a small document model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the part of Mallard the help pages use is understood: page, info
 * (guide and seealso links, desc), title, desc, p, section, list, steps,
 * terms, item, note, table, tr, td, and inline em, gui, guiseq, key,
 * keyseq and link. Other elements in running text keep their words;
 * other elements between blocks are looked through; elements of other
 * namespaces (XInclude, ITS) are skipped.
 */
#include "config.h"

#include <string.h>

#include "lair-mallard.h"

#define MALLARD_NS "http://projectmallard.org/1.0/"
#define HELP_RESOURCE_PATH "/io/github/spiderlair/SpiderLair/help/"
/* deep enough for any real page, shallow enough for the recursive readers */
#define MAX_DEPTH 48

G_DEFINE_QUARK (lair-mallard-error-quark, lair_mallard_error)

typedef enum {
  FRAME_BLOCKS,    /* blocks go into ->blocks */
  FRAME_CONTAINER, /* only items, rows or cells: ->block's children */
  FRAME_INFO,
  FRAME_INLINE,    /* text goes into ->spans */
  FRAME_SKIP,
} FrameKind;

typedef struct _Frame Frame;

struct _Frame
{
  FrameKind          kind;
  /* FRAME_BLOCKS: where blocks go and whose title a <title> is */
  GPtrArray         *blocks;
  LairMallardBlock  *owner;
  gboolean           page_level;
  /* FRAME_CONTAINER */
  LairMallardBlock  *container;
  /* FRAME_INLINE */
  GPtrArray         *spans;
  LairMallardStyle   style;
  const char        *xref;
  Frame             *root;        /* the paragraph or title it belongs to */
  gboolean           space;       /* on root: the last character was a space */
  const char        *separator;   /* keyseq, guiseq: put between children */
  guint              n_children;
  guint              n_spans_at_start;
  char              *owned_xref;
};

typedef struct
{
  LairMallardPage *page;
  GPtrArray       *frames;
  GPtrArray       *title_spans;
  GPtrArray       *desc_spans;
} ParseState;

static void
span_free (gpointer data)
{
  LairMallardSpan *span = data;

  g_free (span->text);
  g_free (span->xref);
  g_free (span);
}

static GPtrArray *
span_array_new (void)
{
  return g_ptr_array_new_with_free_func (span_free);
}

static void block_free (gpointer data);

static GPtrArray *
block_array_new (void)
{
  return g_ptr_array_new_with_free_func (block_free);
}

static void
block_free (gpointer data)
{
  LairMallardBlock *block = data;

  g_clear_pointer (&block->spans, g_ptr_array_unref);
  g_clear_pointer (&block->title, g_ptr_array_unref);
  g_clear_pointer (&block->children, g_ptr_array_unref);
  g_free (block->id);
  g_free (block->style);
  g_free (block);
}

static LairMallardBlock *
block_new (LairMallardBlockKind kind)
{
  LairMallardBlock *block = g_new0 (LairMallardBlock, 1);

  block->kind = kind;
  block->children = block_array_new ();
  return block;
}

static void
frame_free (gpointer data)
{
  Frame *frame = data;

  g_free (frame->owned_xref);
  g_free (frame);
}

static Frame *
push_frame (ParseState *state,
            FrameKind   kind)
{
  Frame *frame = g_new0 (Frame, 1);

  frame->kind = kind;
  g_ptr_array_add (state->frames, frame);
  return frame;
}

static Frame *
push_inline_root (ParseState *state,
                  GPtrArray  *spans)
{
  Frame *frame = push_frame (state, FRAME_INLINE);

  frame->spans = spans;
  frame->root = frame;
  frame->space = TRUE;
  return frame;
}

static Frame *
top_frame (ParseState *state)
{
  if (state->frames->len == 0)
    return NULL;
  return g_ptr_array_index (state->frames, state->frames->len - 1);
}

static gboolean
is_xml_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static gboolean
is_blank (const char *text,
          gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (!is_xml_space (text[i]))
      return FALSE;
  return TRUE;
}

/* The span that text of @style leading to @xref goes on: the last one if
 * it looks the same. */
static LairMallardSpan *
get_span (GPtrArray        *spans,
          LairMallardStyle  style,
          const char       *xref,
          gboolean          placeholder)
{
  LairMallardSpan *span;

  if (spans->len > 0 && !placeholder)
    {
      span = g_ptr_array_index (spans, spans->len - 1);
      if (span->style == style && g_strcmp0 (span->xref, xref) == 0 && span->text[0] != '\0')
        return span;
    }

  span = g_new0 (LairMallardSpan, 1);
  span->style = style;
  span->xref = g_strdup (xref);
  span->text = g_strdup ("");
  g_ptr_array_add (spans, span);
  return span;
}

/* Mallard collapses whitespace in running text, as HTML does. */
static void
append_text (Frame      *frame,
             const char *text,
             gsize       length)
{
  g_autoptr(GString) collapsed = g_string_new (NULL);
  LairMallardSpan *span;
  gboolean space = frame->root->space;

  for (gsize i = 0; i < length; i++)
    {
      if (is_xml_space (text[i]))
        {
          if (!space)
            g_string_append_c (collapsed, ' ');
          space = TRUE;
        }
      else
        {
          g_string_append_c (collapsed, text[i]);
          space = FALSE;
        }
    }
  frame->root->space = space;
  if (collapsed->len == 0)
    return;

  span = get_span (frame->spans, frame->style, frame->xref, FALSE);
  g_string_prepend (collapsed, span->text);
  g_free (span->text);
  span->text = g_string_free (g_steal_pointer (&collapsed), FALSE);
}

static void
trim_spans (GPtrArray *spans)
{
  while (spans->len > 0)
    {
      LairMallardSpan *last = g_ptr_array_index (spans, spans->len - 1);

      g_strchomp (last->text);
      if (last->text[0] != '\0' || last->xref != NULL)
        break;
      g_ptr_array_remove_index (spans, spans->len - 1);
    }
}

static char *
spans_plain_text (GPtrArray *spans)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; spans != NULL && i < spans->len; i++)
    {
      LairMallardSpan *span = g_ptr_array_index (spans, i);

      g_string_append (text, span->text);
    }
  return g_string_free (text, FALSE);
}

static const char *
get_attribute (const char **names,
               const char **values,
               const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], name) == 0)
      return values[i];
  return NULL;
}

/* "#section" is a section of this page */
static char *
resolve_xref (ParseState *state,
              const char *xref)
{
  if (xref[0] == '#')
    return g_strconcat (state->page->id, xref, NULL);
  return g_strdup (xref);
}

static void
start_page (ParseState  *state,
            const char  *element_name,
            const char **names,
            const char **values,
            GError     **error)
{
  const char *id = get_attribute (names, values, "id");
  const char *type = get_attribute (names, values, "type");
  Frame *frame;

  if (strcmp (element_name, "page") != 0)
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                   "A help page starts with <page>, not <%s>", element_name);
      return;
    }
  if (id == NULL || !lair_mallard_is_page_id (id))
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                   "The page has no usable id");
      return;
    }

  state->page->id = g_strdup (id);
  state->page->type = g_strdup (type != NULL ? type : "topic");
  frame = push_frame (state, FRAME_BLOCKS);
  frame->blocks = state->page->blocks;
  frame->page_level = TRUE;
}

static void
start_in_blocks (ParseState  *state,
                 Frame       *parent,
                 const char  *name,
                 const char **names,
                 const char **values)
{
  LairMallardBlock *block = NULL;
  Frame *frame;

  if (strcmp (name, "info") == 0)
    {
      push_frame (state, parent->page_level ? FRAME_INFO : FRAME_SKIP);
      return;
    }
  if (strcmp (name, "title") == 0)
    {
      GPtrArray *spans = NULL;

      if (parent->page_level)
        spans = state->title_spans;
      else if (parent->owner != NULL && parent->owner->title == NULL &&
               (parent->owner->kind == LAIR_MALLARD_BLOCK_SECTION ||
                parent->owner->kind == LAIR_MALLARD_BLOCK_NOTE ||
                parent->owner->kind == LAIR_MALLARD_BLOCK_ITEM))
        spans = parent->owner->title = span_array_new ();

      if (spans != NULL && spans->len == 0)
        push_inline_root (state, spans);
      else
        push_frame (state, FRAME_SKIP);
      return;
    }
  if (strcmp (name, "desc") == 0)
    {
      if (parent->page_level && state->desc_spans->len == 0)
        push_inline_root (state, state->desc_spans);
      else
        push_frame (state, FRAME_SKIP);
      return;
    }
  if (strcmp (name, "links") == 0)
    {
      const char *groups = get_attribute (names, values, "groups");
      const char *section = parent->owner != NULL && parent->owner->kind == LAIR_MALLARD_BLOCK_SECTION
                            ? parent->owner->id : NULL;

      /* the order of a guide's topic links, by their groups */
      if (groups != NULL && g_strcmp0 (get_attribute (names, values, "type"), "topic") == 0 &&
          (parent->page_level || section != NULL))
        {
          g_autofree char *stripped = g_strstrip (g_strdup (groups));

          g_hash_table_replace (state->page->link_groups, g_strdup (section != NULL ? section : ""),
                                g_strsplit_set (stripped, " \t\n", -1));
        }
      push_frame (state, FRAME_SKIP);
      return;
    }
  if (strcmp (name, "comment") == 0 || strcmp (name, "media") == 0)
    {
      push_frame (state, FRAME_SKIP);
      return;
    }

  if (strcmp (name, "p") == 0)
    {
      block = block_new (LAIR_MALLARD_BLOCK_PARAGRAPH);
      block->spans = span_array_new ();
      g_ptr_array_add (parent->blocks, block);
      push_inline_root (state, block->spans);
      return;
    }

  if (strcmp (name, "section") == 0)
    block = block_new (LAIR_MALLARD_BLOCK_SECTION);
  else if (strcmp (name, "note") == 0)
    block = block_new (LAIR_MALLARD_BLOCK_NOTE);
  else if (strcmp (name, "list") == 0)
    block = block_new (g_strcmp0 (get_attribute (names, values, "type"), "numbered") == 0
                       ? LAIR_MALLARD_BLOCK_STEPS : LAIR_MALLARD_BLOCK_LIST);
  else if (strcmp (name, "steps") == 0)
    block = block_new (LAIR_MALLARD_BLOCK_STEPS);
  else if (strcmp (name, "terms") == 0)
    block = block_new (LAIR_MALLARD_BLOCK_TERMS);
  else if (strcmp (name, "table") == 0)
    block = block_new (LAIR_MALLARD_BLOCK_TABLE);

  if (block == NULL)
    {
      /* looked through: its blocks go where it stands */
      frame = push_frame (state, FRAME_BLOCKS);
      frame->blocks = parent->blocks;
      return;
    }

  block->id = g_strdup (get_attribute (names, values, "id"));
  block->style = g_strdup (get_attribute (names, values, "style"));
  g_ptr_array_add (parent->blocks, block);

  if (block->kind == LAIR_MALLARD_BLOCK_SECTION || block->kind == LAIR_MALLARD_BLOCK_NOTE)
    {
      frame = push_frame (state, FRAME_BLOCKS);
      frame->blocks = block->children;
      frame->owner = block;
    }
  else
    {
      frame = push_frame (state, FRAME_CONTAINER);
      frame->container = block;
    }
}

static void
start_in_container (ParseState *state,
                    Frame      *parent,
                    const char *name)
{
  LairMallardBlock *container = parent->container;
  LairMallardBlock *block;
  Frame *frame;

  switch (container->kind)
    {
    case LAIR_MALLARD_BLOCK_LIST:
    case LAIR_MALLARD_BLOCK_STEPS:
    case LAIR_MALLARD_BLOCK_TERMS:
      if (strcmp (name, "item") != 0)
        break;
      block = block_new (LAIR_MALLARD_BLOCK_ITEM);
      g_ptr_array_add (container->children, block);
      frame = push_frame (state, FRAME_BLOCKS);
      frame->blocks = block->children;
      /* only a term has a title */
      frame->owner = container->kind == LAIR_MALLARD_BLOCK_TERMS ? block : NULL;
      return;

    case LAIR_MALLARD_BLOCK_TABLE:
      if (strcmp (name, "thead") == 0 || strcmp (name, "tbody") == 0 ||
          strcmp (name, "tfoot") == 0)
        {
          frame = push_frame (state, FRAME_CONTAINER);
          frame->container = container;
          return;
        }
      if (strcmp (name, "tr") != 0)
        break;
      block = block_new (LAIR_MALLARD_BLOCK_ROW);
      g_ptr_array_add (container->children, block);
      frame = push_frame (state, FRAME_CONTAINER);
      frame->container = block;
      return;

    case LAIR_MALLARD_BLOCK_ROW:
      if (strcmp (name, "td") != 0 && strcmp (name, "th") != 0)
        break;
      block = block_new (LAIR_MALLARD_BLOCK_CELL);
      g_ptr_array_add (container->children, block);
      frame = push_frame (state, FRAME_BLOCKS);
      frame->blocks = block->children;
      return;

    case LAIR_MALLARD_BLOCK_PARAGRAPH:
    case LAIR_MALLARD_BLOCK_SECTION:
    case LAIR_MALLARD_BLOCK_ITEM:
    case LAIR_MALLARD_BLOCK_NOTE:
    case LAIR_MALLARD_BLOCK_CELL:
    default:
      break;
    }

  push_frame (state, FRAME_SKIP);
}

static void
start_in_info (ParseState  *state,
               const char  *name,
               const char **names,
               const char **values)
{
  if (strcmp (name, "link") == 0)
    {
      const char *type = get_attribute (names, values, "type");
      const char *xref = get_attribute (names, values, "xref");

      if (xref != NULL && g_strcmp0 (type, "guide") == 0)
        {
          g_ptr_array_add (state->page->guide_links, resolve_xref (state, xref));
          g_ptr_array_add (state->page->guide_groups, g_strdup (get_attribute (names, values, "group")));
        }
      else if (xref != NULL && g_strcmp0 (type, "seealso") == 0)
        g_ptr_array_add (state->page->seealso_links, resolve_xref (state, xref));
    }
  else if (strcmp (name, "desc") == 0 && state->desc_spans->len == 0)
    {
      push_inline_root (state, state->desc_spans);
      return;
    }

  push_frame (state, FRAME_SKIP);
}

static void
start_in_inline (ParseState  *state,
                 Frame       *parent,
                 const char  *name,
                 const char **names,
                 const char **values)
{
  Frame *frame;

  if (parent->separator != NULL && parent->n_children++ > 0)
    {
      LairMallardSpan *span = get_span (parent->spans, parent->style, parent->xref, FALSE);
      char *joined = g_strconcat (span->text, parent->separator, NULL);

      g_free (span->text);
      span->text = joined;
      parent->root->space = FALSE;
    }

  frame = push_frame (state, FRAME_INLINE);
  frame->spans = parent->spans;
  frame->root = parent->root;
  frame->style = parent->style;
  frame->xref = parent->xref;
  frame->n_spans_at_start = parent->spans->len;

  if (strcmp (name, "em") == 0)
    frame->style |= LAIR_MALLARD_STYLE_EM;
  else if (strcmp (name, "gui") == 0)
    frame->style |= LAIR_MALLARD_STYLE_GUI;
  else if (strcmp (name, "key") == 0)
    frame->style |= LAIR_MALLARD_STYLE_KEY;
  else if (strcmp (name, "keyseq") == 0)
    frame->separator = "+";
  else if (strcmp (name, "guiseq") == 0)
    frame->separator = " ▸ ";
  else if (strcmp (name, "link") == 0)
    {
      const char *xref = get_attribute (names, values, "xref");

      /* a link outside the help (href) stays plain words */
      if (xref != NULL && xref[0] != '\0')
        {
          frame->owned_xref = resolve_xref (state, xref);
          frame->xref = frame->owned_xref;
        }
    }
}

static void
start_element_cb (GMarkupParseContext  *context,
                  const char           *element_name,
                  const char          **names,
                  const char          **values,
                  gpointer              user_data,
                  GError              **error)
{
  ParseState *state = user_data;
  Frame *parent = top_frame (state);
  const char *xmlns = get_attribute (names, values, "xmlns");
  gboolean foreign = strchr (element_name, ':') != NULL ||
                     (xmlns != NULL && strcmp (xmlns, MALLARD_NS) != 0);

  if (state->frames->len >= MAX_DEPTH)
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                   "The page is nested too deeply");
      return;
    }

  if (parent == NULL)
    {
      if (foreign)
        g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                     "Not a Mallard page");
      else if (state->page->id != NULL)
        g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                     "More than one page");
      else
        start_page (state, element_name, names, values, error);
      return;
    }

  if (foreign || parent->kind == FRAME_SKIP)
    {
      push_frame (state, FRAME_SKIP);
      return;
    }

  switch (parent->kind)
    {
    case FRAME_BLOCKS:
      start_in_blocks (state, parent, element_name, names, values);
      break;
    case FRAME_CONTAINER:
      start_in_container (state, parent, element_name);
      break;
    case FRAME_INFO:
      start_in_info (state, element_name, names, values);
      break;
    case FRAME_INLINE:
      start_in_inline (state, parent, element_name, names, values);
      break;
    case FRAME_SKIP:
    default:
      g_assert_not_reached ();
    }
}

static void
end_element_cb (GMarkupParseContext  *context,
                const char           *element_name,
                gpointer              user_data,
                GError              **error)
{
  ParseState *state = user_data;
  Frame *frame = top_frame (state);

  if (frame == NULL)
    return;

  if (frame->kind == FRAME_INLINE)
    {
      /* a link with no words shows the title of the page it leads to */
      if (frame->owned_xref != NULL && frame->spans->len == frame->n_spans_at_start)
        {
          get_span (frame->spans, frame->style, frame->xref, TRUE);
          frame->root->space = FALSE;
        }
      if (frame->root == frame)
        trim_spans (frame->spans);
    }

  g_ptr_array_remove_index (state->frames, state->frames->len - 1);
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  ParseState *state = user_data;
  Frame *frame = top_frame (state);

  if (frame == NULL)
    return;

  if (frame->kind == FRAME_INLINE && frame->separator == NULL)
    append_text (frame, text, length);
  else if (frame->kind == FRAME_BLOCKS && !is_blank (text, length))
    {
      /* words straight in a section, or in an element looked through,
       * still show, as a paragraph of their own */
      LairMallardBlock *block = block_new (LAIR_MALLARD_BLOCK_PARAGRAPH);
      Frame *root;

      block->spans = span_array_new ();
      g_ptr_array_add (frame->blocks, block);
      root = push_inline_root (state, block->spans);
      append_text (root, text, length);
      trim_spans (block->spans);
      g_ptr_array_remove_index (state->frames, state->frames->len - 1);
    }
}

static void
append_blocks_text (GString   *text,
                    GPtrArray *blocks)
{
  for (guint i = 0; i < blocks->len; i++)
    {
      LairMallardBlock *block = g_ptr_array_index (blocks, i);

      if (block->title != NULL)
        {
          g_autofree char *title = spans_plain_text (block->title);

          g_string_append_printf (text, "%s\n", title);
        }
      if (block->spans != NULL)
        {
          g_autofree char *words = spans_plain_text (block->spans);

          g_string_append_printf (text, "%s\n", words);
        }
      append_blocks_text (text, block->children);
    }
}

/**
 * lair_mallard_page_parse:
 * @data: the page's XML
 * @length: its length, or -1 if it ends with a nul
 * @error: where a page that cannot be read says why
 *
 * Reads one Mallard page.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL with @error set
 */
LairMallardPage *
lair_mallard_page_parse (const char  *data,
                         gssize       length,
                         GError     **error)
{
  static const GMarkupParser parser = {
    start_element_cb,
    end_element_cb,
    text_cb,
    NULL,
    NULL,
  };
  g_autoptr(LairMallardPage) page = g_new0 (LairMallardPage, 1);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GPtrArray) frames = g_ptr_array_new_with_free_func (frame_free);
  g_autoptr(GPtrArray) title_spans = span_array_new ();
  g_autoptr(GPtrArray) desc_spans = span_array_new ();
  g_autoptr(GString) text = NULL;
  ParseState state = { page, frames, title_spans, desc_spans };

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  page->guide_links = g_ptr_array_new_with_free_func (g_free);
  page->guide_groups = g_ptr_array_new_with_free_func (g_free);
  page->link_groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_strfreev);
  page->seealso_links = g_ptr_array_new_with_free_func (g_free);
  page->blocks = block_array_new ();

  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &state, NULL);
  if (!g_markup_parse_context_parse (context, data != NULL ? data : "", length, error) ||
      !g_markup_parse_context_end_parse (context, error))
    return NULL;

  page->title = spans_plain_text (title_spans);
  if (page->id == NULL || page->title[0] == '\0')
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                   "A help page needs an id and a title");
      return NULL;
    }
  if (desc_spans->len > 0)
    page->desc = spans_plain_text (desc_spans);

  text = g_string_new (NULL);
  g_string_append_printf (text, "%s\n", page->title);
  if (page->desc != NULL)
    g_string_append_printf (text, "%s\n", page->desc);
  append_blocks_text (text, page->blocks);
  page->text = g_string_free (g_steal_pointer (&text), FALSE);

  return g_steal_pointer (&page);
}

/**
 * lair_mallard_page_free:
 * @page: (transfer full) (nullable): a page
 *
 * Frees @page.
 */
void
lair_mallard_page_free (LairMallardPage *page)
{
  if (page == NULL)
    return;

  g_free (page->id);
  g_free (page->type);
  g_free (page->title);
  g_free (page->desc);
  g_clear_pointer (&page->guide_links, g_ptr_array_unref);
  g_clear_pointer (&page->guide_groups, g_ptr_array_unref);
  g_clear_pointer (&page->link_groups, g_hash_table_unref);
  g_clear_pointer (&page->seealso_links, g_ptr_array_unref);
  g_clear_pointer (&page->blocks, g_ptr_array_unref);
  g_free (page->text);
  g_free (page);
}

static gboolean
blocks_have_section (GPtrArray  *blocks,
                     const char *section_id)
{
  for (guint i = 0; i < blocks->len; i++)
    {
      LairMallardBlock *block = g_ptr_array_index (blocks, i);

      if (block->kind == LAIR_MALLARD_BLOCK_SECTION && g_strcmp0 (block->id, section_id) == 0)
        return TRUE;
      if (blocks_have_section (block->children, section_id))
        return TRUE;
    }
  return FALSE;
}

/**
 * lair_mallard_page_has_section:
 * @page: a page
 * @section_id: a section id
 *
 * Returns: whether @page has a section @section_id, at any depth
 */
gboolean
lair_mallard_page_has_section (const LairMallardPage *page,
                               const char            *section_id)
{
  g_return_val_if_fail (page != NULL, FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  return blocks_have_section (page->blocks, section_id);
}

/**
 * lair_mallard_page_get_guide_section:
 * @page: a page
 * @guide_id: the id of a guide page
 *
 * Returns: (transfer full) (nullable): the id of the section of @guide_id
 *   that lists @page, "" if @page is listed in the guide outside its
 *   sections, %NULL if it is not listed there
 */
static gint
find_guide_link (const LairMallardPage *page,
                 const char            *guide_id)
{
  gsize length = strlen (guide_id);

  for (guint i = 0; i < page->guide_links->len; i++)
    {
      const char *xref = g_ptr_array_index (page->guide_links, i);

      if (strncmp (xref, guide_id, length) == 0 && (xref[length] == '\0' || xref[length] == '#'))
        return (gint) i;
    }
  return -1;
}

char *
lair_mallard_page_get_guide_section (const LairMallardPage *page,
                                     const char            *guide_id)
{
  const char *xref;
  gint i;

  g_return_val_if_fail (page != NULL, NULL);
  g_return_val_if_fail (guide_id != NULL, NULL);

  i = find_guide_link (page, guide_id);
  if (i < 0)
    return NULL;
  xref = g_ptr_array_index (page->guide_links, i);
  return g_strdup (xref[strlen (guide_id)] == '#' ? xref + strlen (guide_id) + 1 : "");
}

/**
 * lair_mallard_page_get_guide_group:
 * @page: a page
 * @guide_id: the id of a guide page
 *
 * Returns: (nullable): the link group @page's guide link to @guide_id
 *   names, %NULL if it names none or there is no such link
 */
const char *
lair_mallard_page_get_guide_group (const LairMallardPage *page,
                                   const char            *guide_id)
{
  gint i;

  g_return_val_if_fail (page != NULL, NULL);
  g_return_val_if_fail (guide_id != NULL, NULL);

  i = find_guide_link (page, guide_id);
  return i >= 0 ? g_ptr_array_index (page->guide_groups, i) : NULL;
}

/**
 * lair_mallard_is_page_id:
 * @page_id: (nullable): a would-be page id
 *
 * Page ids are names of files in the resource, so only letters, digits,
 * '-', '_' and '.' (not first) are taken.
 *
 * Returns: whether @page_id can be a page id
 */
gboolean
lair_mallard_is_page_id (const char *page_id)
{
  gsize length;

  if (page_id == NULL || page_id[0] == '\0' || page_id[0] == '.')
    return FALSE;
  length = strlen (page_id);
  if (length > 100)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (page_id[i]) && strchr ("-_.", page_id[i]) == NULL)
      return FALSE;
  return TRUE;
}

/**
 * lair_mallard_find_resource:
 * @page_id: a page id
 * @languages: (nullable): the languages to try, best first, as
 *   g_get_language_names() gives them; %NULL for the user's own
 *
 * Finds the page in the resource in the first of @languages it has been
 * translated to. The untranslated pages are help/<id>.page, translations
 * help/<lang>/<id>.page.
 *
 * Returns: (transfer full) (nullable): the page's resource path, or %NULL
 *   if there is no such page
 */
char *
lair_mallard_find_resource (const char         *page_id,
                            const char * const *languages)
{
  if (!lair_mallard_is_page_id (page_id))
    return NULL;
  if (languages == NULL)
    languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      const char *lang = languages[i];
      g_autofree char *path = NULL;

      if (lang[0] == '\0' || lang[0] == '.' || strchr (lang, '/') != NULL)
        continue;
      if (strcmp (lang, "C") == 0)
        path = g_strconcat (HELP_RESOURCE_PATH, page_id, ".page", NULL);
      else
        path = g_strconcat (HELP_RESOURCE_PATH, lang, "/", page_id, ".page", NULL);
      if (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        return g_steal_pointer (&path);
    }

  /* "C" is last in g_get_language_names(), but a list may lack it */
  {
    g_autofree char *path = g_strconcat (HELP_RESOURCE_PATH, page_id, ".page", NULL);

    if (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
      return g_steal_pointer (&path);
  }
  return NULL;
}

/**
 * lair_mallard_page_load:
 * @page_id: a page id
 * @languages: (nullable): as for lair_mallard_find_resource()
 * @error: where a missing or unreadable page says why
 *
 * Reads a help page from the resource, translated if it can be.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL with @error set
 */
LairMallardPage *
lair_mallard_page_load (const char          *page_id,
                        const char * const  *languages,
                        GError             **error)
{
  g_autofree char *path = lair_mallard_find_resource (page_id, languages);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(LairMallardPage) page = NULL;
  gsize size;
  const char *data;

  if (path == NULL)
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_NOT_FOUND,
                   "There is no help page “%s”", page_id);
      return NULL;
    }

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  page = lair_mallard_page_parse (data, size, error);
  if (page == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  if (strcmp (page->id, page_id) != 0)
    {
      g_set_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID,
                   "%s: the page calls itself “%s”", path, page->id);
      return NULL;
    }
  return g_steal_pointer (&page);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * lair_mallard_list_pages:
 *
 * Returns: (transfer full): the ids of the help pages in the resource,
 *   sorted
 */
GStrv
lair_mallard_list_pages (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children (HELP_RESOURCE_PATH,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      if (!g_str_has_suffix (names[i], ".page"))
        continue;
      g_ptr_array_add (ids, g_strndup (names[i], strlen (names[i]) - strlen (".page")));
    }
  g_ptr_array_sort (ids, compare_strings);
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

static const char *
span_words (LairMallardSpan      *span,
            LairMallardTitleFunc  title_func,
            gpointer              user_data)
{
  const char *title;

  if (span->text[0] != '\0' || span->xref == NULL)
    return span->text;
  title = title_func != NULL ? title_func (span->xref, user_data) : NULL;
  return title != NULL ? title : span->xref;
}

/**
 * lair_mallard_spans_to_markup:
 * @spans: (element-type LairMallardSpan): running text
 * @title_func: (nullable) (scope call): gives the titles that links
 *   without words show
 * @user_data: its closure
 *
 * Pango markup for @spans, for a #GtkLabel. All the words are escaped, so
 * nothing in a page is taken for markup; links become `<a href="id">`.
 *
 * Returns: (transfer full): the markup
 */
char *
lair_mallard_spans_to_markup (GPtrArray            *spans,
                              LairMallardTitleFunc  title_func,
                              gpointer              user_data)
{
  GString *markup = g_string_new (NULL);

  g_return_val_if_fail (spans != NULL, NULL);

  for (guint i = 0; i < spans->len; i++)
    {
      LairMallardSpan *span = g_ptr_array_index (spans, i);
      g_autofree char *words = g_markup_escape_text (span_words (span, title_func, user_data), -1);

      if (span->xref != NULL)
        {
          g_autofree char *href = g_markup_escape_text (span->xref, -1);

          g_string_append_printf (markup, "<a href=\"%s\">", href);
        }
      if (span->style & LAIR_MALLARD_STYLE_GUI)
        g_string_append (markup, "<b>");
      if (span->style & LAIR_MALLARD_STYLE_EM)
        g_string_append (markup, "<i>");
      if (span->style & LAIR_MALLARD_STYLE_KEY)
        g_string_append (markup, "<tt>");

      g_string_append (markup, words);

      if (span->style & LAIR_MALLARD_STYLE_KEY)
        g_string_append (markup, "</tt>");
      if (span->style & LAIR_MALLARD_STYLE_EM)
        g_string_append (markup, "</i>");
      if (span->style & LAIR_MALLARD_STYLE_GUI)
        g_string_append (markup, "</b>");
      if (span->xref != NULL)
        g_string_append (markup, "</a>");
    }
  return g_string_free (markup, FALSE);
}

/**
 * lair_mallard_spans_to_text:
 * @spans: (element-type LairMallardSpan): running text
 * @title_func: (nullable) (scope call): as for
 *   lair_mallard_spans_to_markup()
 * @user_data: its closure
 *
 * Returns: (transfer full): @spans as plain text
 */
char *
lair_mallard_spans_to_text (GPtrArray            *spans,
                            LairMallardTitleFunc  title_func,
                            gpointer              user_data)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (spans != NULL, NULL);

  for (guint i = 0; i < spans->len; i++)
    g_string_append (text, span_words (g_ptr_array_index (spans, i), title_func, user_data));
  return g_string_free (text, FALSE);
}
