/* test-labels.c — the window's words and rows for the game's things, one
 * function at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-labels.h"
#include "ui-test-utils.h"

#define ICON_DIR "/io/github/spiderlair/SpiderLair/icons/16x16/actions/"
#define SVG_ICON_DIR "/io/github/spiderlair/SpiderLair/icons/scalable/actions/"

/* encoded as PNG where GTK ships the encoder, else the SVG itself */
static void
assert_icon_exists (const char *name)
{
  g_autofree char *path = g_strconcat (ICON_DIR, name, ".symbolic.png", NULL);
  g_autofree char *svg = g_strconcat (SVG_ICON_DIR, name, ".svg", NULL);

  g_assert_true (g_resources_get_info (path, 0, NULL, NULL, NULL) ||
                 g_resources_get_info (svg, 0, NULL, NULL, NULL));
}

/* every option has an icon of the game; an adventure's options share
 * the adventure's icon */
static void
test_choice_icons (void)
{
  for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
    {
      g_assert_nonnull (lair_choice_icon_name (c));
      assert_icon_exists (lair_choice_icon_name (c));
    }
  g_assert_cmpstr (lair_choice_icon_name (LAIR_CHOICE_CARD2), ==, lair_adventure_icon_name (LAIR_ADVENTURE_MONTE));
  g_assert_cmpstr (lair_choice_icon_name (LAIR_CHOICE_BANK8), ==, lair_adventure_icon_name (LAIR_ADVENTURE_BANKER));
  g_assert_cmpstr (lair_choice_icon_name (LAIR_CHOICE_CARRY), ==,
                   lair_adventure_icon_name (LAIR_ADVENTURE_LITTLE_PEOPLE));
}

/* the four levels a seat can have; the baselines of the command line
 * read as Normal */
static void
test_levels (void)
{
  g_assert_cmpstr (lair_words_level (LAIR_AI_EASY), ==, "Easy");
  g_assert_cmpstr (lair_words_level (LAIR_AI_NORMAL), ==, "Normal");
  g_assert_cmpstr (lair_words_level (LAIR_AI_HARD), ==, "Hard");
  g_assert_cmpstr (lair_words_level (LAIR_AI_EXPERT), ==, "Expert");
  g_assert_cmpstr (lair_words_level (LAIR_AI_RANDOM), ==, "Normal");
}

/* each achievement has its own name and description; a set of them is
 * a list of names in the order of the table */
static void
test_achievements (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *none = lair_achievements_text (0);
  g_autofree char *two = lair_achievements_text ((1u << LAIR_ACHIEVEMENT_SKYNET) |
                                                 (1u << LAIR_ACHIEVEMENT_BOLD));

  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    {
      const char *label = lair_achievement_label (a);
      const char *description = lair_achievement_description (a);

      g_assert_cmpstr (label, !=, "");
      g_assert_cmpstr (description, !=, "");
      g_assert_false (g_hash_table_contains (seen, label));
      g_assert_false (g_hash_table_contains (seen, description));
      g_hash_table_add (seen, (gpointer) label);
      g_hash_table_add (seen, (gpointer) description);
    }
  g_assert_cmpstr (lair_achievement_label (LAIR_ACHIEVEMENT_DEEPEST_EXPLORER), ==, "Deepest Explorer");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (two, ==, "Bold, Skynet");
}

static char *
join (const char *first,
      ...)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  va_list args;

  va_start (args, first);
  for (const char *name = first; name != NULL; name = va_arg (args, const char *))
    g_ptr_array_add (names, (gpointer) name);
  va_end (args);
  return lair_join_names (names);
}

static void
test_names_and_titles (void)
{
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  g_autoptr(GPtrArray) two = g_ptr_array_new ();
  g_autofree char *ada = join ("Ada", NULL);
  g_autofree char *ada_bo = join ("Ada", "Bo", NULL);
  g_autofree char *three = join ("Ada", "Bo", "Cy", NULL);
  g_autofree char *four = join ("Ada", "Bo", "Cy", "Di", NULL);
  g_autofree char *wins = NULL;
  g_autofree char *win = NULL;

  g_assert_cmpstr (ada, ==, "Ada");
  g_assert_cmpstr (ada_bo, ==, "Ada and Bo");
  g_assert_cmpstr (three, ==, "Ada, Bo and Cy");
  g_assert_cmpstr (four, ==, "Ada, Bo, Cy and Di");

  g_ptr_array_add (one, (gpointer) "Ada");
  g_ptr_array_add (two, (gpointer) "Ada");
  g_ptr_array_add (two, (gpointer) "Bo");
  wins = lair_winners_title (one);
  win = lair_winners_title (two);
  g_assert_cmpstr (wins, ==, "Ada Wins");
  g_assert_cmpstr (win, ==, "Ada and Bo Win");
}

static void
test_scores (void)
{
  g_autofree char *bars = lair_score_text (31, 2);
  g_autofree char *bar = lair_score_text (5, 1);
  g_autofree char *nothing = lair_score_text (0, 0);
  g_autofree char *settled = lair_tie_text ("Ada and Bo", 31, "Ada", 3, 1);
  g_autofree char *shared = lair_tie_text ("Ada and Bo", 31, NULL, 1, 1);
  g_autofree char *shared_two = lair_tie_text ("Ada and Bo", 31, NULL, 2, 2);

  g_assert_cmpstr (bars, ==, "$31 · 2 bars");
  g_assert_cmpstr (bar, ==, "$5 · 1 bar");
  g_assert_cmpstr (nothing, ==, "$0 · 0 bars");
  g_assert_cmpstr (settled, ==, "Ada and Bo finished with $31 each; Ada wins on gold bars, 3 to 1.");
  g_assert_cmpstr (shared, ==, "A tie: Ada and Bo finished with $31 and 1 gold bar each.");
  g_assert_cmpstr (shared_two, ==, "A tie: Ada and Bo finished with $31 and 2 gold bars each.");
}

static gboolean
is_subtitle (GtkWidget *widget,
             gpointer   data)
{
  return gtk_widget_has_css_class (widget, "subtitle");
}

/* rows take their words as plain text: a seat may be called "<b>Ann</b>" */
static void
test_rows (void)
{
  GtkWidget *row = g_object_ref_sink (lair_text_row_new ("<b>Ann</b> & Co", "<i>x</i>"));
  GtkWidget *value_row = g_object_ref_sink (lair_value_row_new ("Games Played", "in all", "1,234"));
  GtkWidget *bare_row = g_object_ref_sink (lair_value_row_new ("Gold Bars", NULL, "7"));
  GtkWidget *value;
  g_autoptr(GPtrArray) values = NULL;

  g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "<b>Ann</b> & Co");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "<i>x</i>");

  /* the figure at the end, described by it and by the subtitle */
  values = ui_test_find_all (value_row, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "statistic-value");
  g_assert_cmpuint (values->len, ==, 1);
  value = g_ptr_array_index (values, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (value)), ==, "1,234");
  g_assert_true (gtk_widget_has_css_class (value, "numeric"));
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (value_row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                       ui_test_find (value_row, GTK_TYPE_LABEL, is_subtitle, NULL), value, NULL);
  value = ui_test_find (bare_row, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "statistic-value");
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (bare_row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                       value, NULL);

  /* a link runs its action with its target, and shows an arrow */
  lair_action_row_make_link (row, "statistics.show-player", g_variant_new_string ("Ann"));
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "statistics.show-player");
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), NULL), ==,
                   "Ann");
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_IMAGE, NULL, NULL));

  g_object_unref (row);
  g_object_unref (value_row);
  g_object_unref (bare_row);
}

/* a button with a mnemonic is named by its words without the underline,
 * and a doubled underline is one underline */
static void
test_accessible_buttons (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  GtkWidget *play = gtk_button_new_with_mnemonic ("_Play");
  GtkWidget *odd = gtk_button_new_with_mnemonic ("A__b _c");
  GtkWidget *plain = gtk_button_new_with_label ("_Plain");
  GtkWidget *join_button = gtk_button_new_with_mnemonic ("_Join");

  gtk_box_append (GTK_BOX (box), play);
  gtk_box_append (GTK_BOX (box), odd);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), join_button);
  lair_accessible_label_buttons (box);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (play), GTK_ACCESSIBLE_PROPERTY_LABEL, "Play");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (odd), GTK_ACCESSIBLE_PROPERTY_LABEL, "A_b c");
  /* without a mnemonic its words are its label as they are */
  g_assert_null (g_object_get_data (G_OBJECT (plain), "lair-accessible-label"));
  g_assert_nonnull (g_object_get_data (G_OBJECT (play), "lair-accessible-label"));

  /* other words, set after */
  lair_accessible_name_button (join_button, "Join Seat 1");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (join_button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Join Seat 1");
  g_object_unref (box);
}

int
main (int   argc,
      char *argv[])
{
  /* an accessibility context that keeps the properties set, to read back */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);

  g_test_add_func ("/labels/choice-icons", test_choice_icons);
  g_test_add_func ("/labels/levels", test_levels);
  g_test_add_func ("/labels/achievements", test_achievements);
  g_test_add_func ("/labels/names-and-titles", test_names_and_titles);
  g_test_add_func ("/labels/scores", test_scores);
  g_test_add_func ("/labels/rows", test_rows);
  g_test_add_func ("/labels/accessible-buttons", test_accessible_buttons);
  return ui_test_run ();
}
