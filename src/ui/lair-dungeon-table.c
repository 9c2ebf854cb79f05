/* lair-dungeon-table.c — the end of a dungeon, one row per seat
 *
 * Each seat's row shows its token and name, how it came out of the
 * dungeon, what it banked in it and its chest now; under the rows, what
 * the adventure came to in one line. The same table ends a dungeon at
 * the table and tells it again on a game's page in the statistics.
 *
 * A row is one focusable stop named by the whole row in a sentence, so
 * that the keyboard walks the seats and a screen reader reads each one
 * at once. The name and the ending share one label that wraps: on a wide
 * window a row is one line, on a phone the ending goes on under the name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-dungeon-table.h"
#include "lair-seat-token.h"
#include "lair-words-summary.h"

/* A longer name is cut here, so that the row still shows the ending */
#define NAME_MAX_CHARS 32

struct _LairDungeonTable
{
  GtkWidget          parent_instance;

  GtkWidget         *box;
  GtkWidget         *header;
  GtkWidget         *banked_header;
  GtkWidget         *chest_header;
  GtkListBox        *list;
  GtkLabel          *adventure_label;

  GtkSizeGroup      *banked_column;
  GtkSizeGroup      *chest_column;
  LairDungeonReport *report;
};

G_DEFINE_FINAL_TYPE (LairDungeonTable, lair_dungeon_table, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REPORT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
number_label_new (const char *text,
                  const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, style);
  return label;
}

static GtkWidget *
row_new (LairDungeonTable *self,
         guint             player,
         const char       *name,
         guint             token_index,
         const char       *mark)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *token = lair_seat_token_new (token_index);
  GtkWidget *label;
  GtkWidget *banked;
  GtkWidget *chest;
  g_autofree char *shown_name = NULL;
  g_autofree char *exit = lair_words_exit (self->report, player);
  g_autofree char *markup = NULL;
  g_autofree char *banked_text = lair_words_banked (lair_dungeon_report_get_banked (self->report, player));
  g_autofree char *chest_text = lair_words_money (lair_dungeon_report_get_chest (self->report, player));
  g_autofree char *sentence = lair_words_summary_row (self->report, player, name);

  if (g_utf8_strlen (name, -1) > NAME_MAX_CHARS)
    {
      g_autofree char *start = g_utf8_substring (name, 0, NAME_MAX_CHARS - 1);

      shown_name = g_strconcat (start, "…", NULL);
    }
  else
    shown_name = g_strdup (name);

  lair_seat_token_set_initial (LAIR_SEAT_TOKEN (token), mark);
  gtk_widget_set_size_request (token, 24, 24);
  gtk_widget_set_valign (token, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), token);

  /* the name, then how it came out, in one label that wraps where it must */
  markup = g_markup_printf_escaped ("<b>%s</b>\u2003<span fgalpha=\"75%%\">%s</span>", shown_name, exit);
  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* narrow as a phone, but never a word a line: the window's height is
   * measured at its narrowest */
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "dungeon-table-ending");
  gtk_box_append (GTK_BOX (box), label);

  banked = number_label_new (banked_text, "dungeon-table-banked");
  if (lair_dungeon_report_get_banked (self->report, player) <= 0)
    gtk_widget_add_css_class (banked, "dim-label");
  gtk_size_group_add_widget (self->banked_column, banked);
  gtk_box_append (GTK_BOX (box), banked);
  chest = number_label_new (chest_text, "dungeon-table-chest");
  gtk_size_group_add_widget (self->chest_column, chest);
  gtk_box_append (GTK_BOX (box), chest);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_focusable (row, TRUE);
  /* the row is read as one sentence; what it holds, only seen */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_name (row, "dungeon-table-row");
  return row;
}

static void
clear_rows (LairDungeonTable *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
}

static void
lair_dungeon_table_dispose (GObject *object)
{
  LairDungeonTable *self = LAIR_DUNGEON_TABLE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_DUNGEON_TABLE);
  g_clear_object (&self->banked_column);
  g_clear_object (&self->chest_column);
  g_clear_object (&self->report);

  G_OBJECT_CLASS (lair_dungeon_table_parent_class)->dispose (object);
}

static void
lair_dungeon_table_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LairDungeonTable *self = LAIR_DUNGEON_TABLE (object);

  switch (prop_id)
    {
    case PROP_REPORT:
      g_value_set_object (value, self->report);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_dungeon_table_class_init (LairDungeonTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_dungeon_table_dispose;
  object_class->get_property = lair_dungeon_table_get_property;

  /**
   * LairDungeonTable:report:
   *
   * The dungeon shown, set with lair_dungeon_table_set_report().
   */
  properties[PROP_REPORT] =
    g_param_spec_object ("report", NULL, NULL,
                         LAIR_TYPE_DUNGEON_REPORT,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dungeontable");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-dungeon-table.ui");
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, box);
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, header);
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, banked_header);
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, chest_header);
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, list);
  gtk_widget_class_bind_template_child (widget_class, LairDungeonTable, adventure_label);
}

static void
lair_dungeon_table_init (LairDungeonTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* the numbers line up under their headings */
  self->banked_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->chest_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_size_group_add_widget (self->banked_column, self->banked_header);
  gtk_size_group_add_widget (self->chest_column, self->chest_header);
  gtk_widget_set_visible (GTK_WIDGET (self->adventure_label), FALSE);
}

/**
 * lair_dungeon_table_new:
 *
 * Returns: (transfer floating): an empty table
 */
GtkWidget *
lair_dungeon_table_new (void)
{
  return g_object_new (LAIR_TYPE_DUNGEON_TABLE, NULL);
}

/**
 * lair_dungeon_table_get_report:
 * @self: a #LairDungeonTable
 *
 * Returns: (transfer none) (nullable): the dungeon shown
 */
LairDungeonReport *
lair_dungeon_table_get_report (LairDungeonTable *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_TABLE (self), NULL);

  return self->report;
}

/**
 * lair_dungeon_table_set_report:
 * @self: a #LairDungeonTable
 * @report: (nullable): the dungeon to show
 * @names: (array): the seats' names, one per player of @report
 * @tokens: (array) (nullable): the token of each player (its seat's
 *   index around the table), or %NULL for the player's own index
 *
 * Shows one row per player of @report, in player order, and the
 * adventure's line; %NULL empties the table. The rows are made from the
 * report as it is now: set it again to show a later state.
 */
void
lair_dungeon_table_set_report (LairDungeonTable   *self,
                               LairDungeonReport  *report,
                               const char * const *names,
                               const guint        *tokens)
{
  g_autofree char *adventure = NULL;
  const char *by_seat[LAIR_N_SEATS] = { NULL };
  g_auto(GStrv) marks = NULL;

  g_return_if_fail (LAIR_IS_DUNGEON_TABLE (self));
  g_return_if_fail (report == NULL || LAIR_IS_DUNGEON_REPORT (report));
  g_return_if_fail (report == NULL || names != NULL);

  clear_rows (self);
  if (g_set_object (&self->report, report))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPORT]);
  if (report == NULL)
    {
      gtk_label_set_text (self->adventure_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->adventure_label), FALSE);
      return;
    }

  /* the names by seat, for the marks on the tokens */
  for (guint p = 0; p < lair_dungeon_report_get_n_players (report) && p < LAIR_N_SEATS; p++)
    by_seat[tokens != NULL ? tokens[p] % LAIR_N_SEATS : p] = names[p] != NULL ? names[p] : "";
  marks = lair_seat_marks (by_seat, LAIR_N_SEATS);
  for (guint p = 0; p < lair_dungeon_report_get_n_players (report); p++)
    {
      guint token = tokens != NULL ? tokens[p] : p;

      gtk_list_box_append (self->list, row_new (self, p, names[p] != NULL ? names[p] : "", token,
                                                marks[token % LAIR_N_SEATS]));
    }

  adventure = lair_words_adventure_totals (report);
  gtk_label_set_text (self->adventure_label, adventure);
  gtk_widget_set_visible (GTK_WIDGET (self->adventure_label), adventure[0] != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, adventure, -1);
}

/**
 * lair_dungeon_table_get_list:
 * @self: a #LairDungeonTable
 *
 * Returns: (transfer none): the list of rows, one per player
 */
GtkListBox *
lair_dungeon_table_get_list (LairDungeonTable *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_TABLE (self), NULL);

  return self->list;
}

/**
 * lair_dungeon_table_get_adventure_text:
 * @self: a #LairDungeonTable
 *
 * Returns: what the adventure came to, as the line under the rows says
 */
const char *
lair_dungeon_table_get_adventure_text (LairDungeonTable *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_TABLE (self), NULL);

  return gtk_label_get_text (self->adventure_label);
}

/**
 * lair_dungeon_table_focus_first_row:
 * @self: a #LairDungeonTable
 *
 * Gives the keyboard to the first seat's row, as a summary opens.
 *
 * Returns: whether the row took the focus
 */
gboolean
lair_dungeon_table_focus_first_row (LairDungeonTable *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (LAIR_IS_DUNGEON_TABLE (self), FALSE);

  row = gtk_list_box_get_row_at_index (self->list, 0);
  return row != NULL && gtk_widget_grab_focus (GTK_WIDGET (row));
}
