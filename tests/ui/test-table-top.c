/* test-table-top.c — the main menu's table: it follows each seat, says
 * in words who sits where, and keeps Play in view on a phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-chest-chart.h"
#include "lair-menu-view.h"
#include "lair-seat-row.h"
#include "lair-seat-token.h"
#include "lair-table-top.h"
#include "lair-window.h"
#include "ui-test-utils.h"

/* The description, and the accessible name it is given */
#define assert_description(table, expected) \
  G_STMT_START \
    { \
      g_autofree char *description_ = lair_table_top_dup_description (LAIR_TABLE_TOP (table)); \
      g_assert_cmpstr (description_, ==, (expected)); \
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (table), \
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, (expected)); \
    } \
  G_STMT_END

/* Made and freed with nothing kept, a picture that takes no focus */
static void
test_made_and_freed (void)
{
  LairGameSession *session = lair_game_session_new ();
  GtkWidget *table = g_object_ref_sink (lair_table_top_new ());

  g_assert_false (gtk_widget_get_focusable (table));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (table)), ==,
                   GTK_ACCESSIBLE_ROLE_IMG);
  assert_description (table, "Table: every seat is empty");

  g_object_set (table, "session", session, NULL);
  g_assert_true (lair_table_top_get_session (LAIR_TABLE_TOP (table)) == session);
  g_assert_true (lair_game_session_make_computer (session, 0, NULL));
  g_assert_finalize_object (table);
  /* the table let go of the session and of its seats' signals */
  g_assert_true (lair_game_session_leave_seat (session, 0, NULL));
  g_assert_finalize_object (session);
}

/* Joining, a computer, its level and leaving each change the words */
static void
test_follows_seats (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  GtkWidget *table = g_object_ref_sink (lair_table_top_new ());
  g_autofree char *expected = NULL;
  const char *computer;

  lair_table_top_set_session (LAIR_TABLE_TOP (table), session);
  assert_description (table, "Table: every seat is empty");

  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  assert_description (table, "Table: Player 1 (joining) in seat 1, 8 seats empty");
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  assert_description (table, "Table: Ann in seat 1, 8 seats empty");

  g_assert_true (lair_game_session_make_computer (session, 3, NULL));
  computer = lair_seat_get_name (lair_game_session_get_seat (session, 3));
  lair_seat_set_level (lair_game_session_get_seat (session, 3), LAIR_AI_NORMAL);
  expected = g_strdup_printf ("Table: Ann in seat 1, %s (computer, Normal) in seat 4, 7 seats empty", computer);
  assert_description (table, expected);
  lair_seat_set_level (lair_game_session_get_seat (session, 3), LAIR_AI_HARD);
  g_free (expected);
  expected = g_strdup_printf ("Table: Ann in seat 1, %s (computer, Hard) in seat 4, 7 seats empty", computer);
  assert_description (table, expected);

  g_assert_true (lair_game_session_leave_seat (session, 0, NULL));
  g_free (expected);
  expected = g_strdup_printf ("Table: %s (computer, Hard) in seat 4, 8 seats empty", computer);
  assert_description (table, expected);

  /* eight taken, one empty; then all nine */
  for (guint i = 0; i < LAIR_N_SEATS - 1; i++)
    g_assert_true (lair_game_session_make_computer (session, i, NULL));
  {
    g_autofree char *description = lair_table_top_dup_description (LAIR_TABLE_TOP (table));

    g_assert_true (g_str_has_suffix (description, "in seat 8, 1 seat empty"));
  }
  g_assert_true (lair_game_session_join_seat (session, 8, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 8, "Zed", NULL));
  {
    g_autofree char *description = lair_table_top_dup_description (LAIR_TABLE_TOP (table));

    g_assert_true (g_str_has_suffix (description, ", Zed in seat 9; every seat is taken"));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_PROPERTY_LABEL, description);
  }

  g_assert_finalize_object (table);
}

/* Height for width, as laid out: a long table in a wide window, no wider
 * than a full-HD window needs, and a rounder, lower one on a phone, tall
 * enough for the names that lie on it */
static void
test_sizes (void)
{
  GtkWidget *table = g_object_ref_sink (lair_table_top_new ());
  int minimum, natural, wide, narrow, wider;

  g_assert_cmpint (gtk_widget_get_request_mode (table), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_widget_measure (table, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <=, 336);
  g_assert_cmpint (natural, >=, 600);

  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, 900, &minimum, &wide, NULL, NULL);
  g_assert_cmpint (minimum, ==, wide);
  g_assert_cmpfloat_with_epsilon (900.0 / wide, 2.4, 0.05);
  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, 1800, NULL, &wider, NULL, NULL);
  g_assert_cmpint (wider, ==, wide);
  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, 336, &minimum, &narrow, NULL, NULL);
  g_assert_cmpint (minimum, ==, narrow);
  g_assert_cmpint (narrow, <, wide);
  g_assert_cmpint (narrow, <=, 280);

  g_assert_finalize_object (table);
}

static gboolean
label_is (GtkWidget *widget,
          gpointer   data)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* Whether @widget lies wholly inside @window */
static gboolean
in_view (GtkWidget *widget,
         GtkWidget *window)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  return ui_test_is_showing (widget) &&
         bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window);
}

/* In the window: the menu's table is the window's seats, follows a
 * person joining from a seat row, and Play and Resume stay in view above
 * it, at the window's first size and on a phone's width */
static void
test_in_window (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  GtkWidget *menu, *table, *play, *resume;

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, width >= 1920 ? 1080 : 720);
  ui_test_present (GTK_WINDOW (window));
  menu = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_MENU_VIEW, NULL, NULL);
  table = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_TABLE_TOP, NULL, NULL);
  g_assert_nonnull (table);
  g_assert_true (lair_table_top_get_session (LAIR_TABLE_TOP (table)) == session);

  ui_test_join (GTK_WIDGET (window), session, 2, "Zed");
  assert_description (table, "Table: Zed in seat 3, 8 seats empty");

  g_object_set (menu, "can-resume", TRUE, NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  if (width > 0)
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  play = ui_test_find (menu, GTK_TYPE_BUTTON, label_is, "_Play");
  resume = ui_test_find (menu, GTK_TYPE_BUTTON, label_is, "_Resume Game");
  g_assert_true (in_view (play, GTK_WIDGET (window)));
  g_assert_true (in_view (resume, GTK_WIDGET (window)));
  g_assert_true (in_view (table, GTK_WIDGET (window)));
  /* at the window's first size the table sits beside Play, and every
   * seat's row and the links under them fit too */
  if (width == 0)
    {
      GtkWidget *quit = ui_test_find (menu, GTK_TYPE_BUTTON, label_is, "_Quit");
      g_autoptr(GPtrArray) rows = ui_test_find_all (menu, LAIR_TYPE_SEAT_ROW, NULL, NULL);

      g_assert_nonnull (quit);
      ui_test_wait_until (in_view (quit, GTK_WIDGET (window)));
      g_assert_cmpuint (rows->len, ==, LAIR_N_SEATS);
      for (guint i = 0; i < rows->len; i++)
        g_assert_true (in_view (g_ptr_array_index (rows, i), GTK_WIDGET (window)));
    }
  /* a full-HD window is used: a larger table, the seats three abreast */
  if (width >= 1920)
    {
      g_autoptr(GPtrArray) rows = ui_test_find_all (menu, LAIR_TYPE_SEAT_ROW, NULL, NULL);
      graphene_rect_t first, third;

      g_assert_cmpint (gtk_widget_get_width (table), >, 800);
      g_assert_cmpuint (rows->len, ==, LAIR_N_SEATS);
      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (rows, 0), menu, &first));
      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (rows, 2), menu, &third));
      g_assert_cmpfloat (third.origin.y, ==, first.origin.y);
      g_assert_cmpfloat (third.origin.x, >, first.origin.x);
    }

  ui_test_destroy (GTK_WINDOW (window));
}

/* A window on a phone's width with a computer in every seat, and its table */
static LairWindow *
nine_computers (LairApplication  *app,
                GtkWidget       **table)
{
  LairWindow *window = lair_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ui_test_present (GTK_WINDOW (window));
  *table = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_TABLE_TOP, NULL, NULL);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_game_session_make_computer (lair_window_get_session (window), i, NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  return window;
}

/* On a phone's width the computers' own names show whole on their cards,
 * inside the table and clear of each other */
static void
test_names_fit (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  GtkWidget *table;
  LairWindow *window = nine_computers (app, &table);
  graphene_rect_t cards[LAIR_N_SEATS];
  gboolean cut;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), i, &cards[i], &cut));
      g_assert_false (cut);
      g_assert_cmpfloat (cards[i].origin.x, >=, 0);
      g_assert_cmpfloat (cards[i].origin.x + cards[i].size.width, <=, gtk_widget_get_width (table));
      for (guint k = 0; k < i; k++)
        g_assert_false (graphene_rect_intersection (&cards[i], &cards[k], NULL));
    }

  ui_test_destroy (GTK_WINDOW (window));
}

/* Whether @point lies on the oval that fills @oval, within a pixel */
static gboolean
on_oval (const graphene_rect_t *oval,
         float                  x,
         float                  y)
{
  float rx = oval->size.width / 2, ry = oval->size.height / 2;
  float dx = (x - (oval->origin.x + rx)) / (rx + 1);
  float dy = (y - (oval->origin.y + ry)) / (ry + 1);

  return dx * dx + dy * dy <= 1;
}

/* Nine seats under long names and short, people and computers: every name
 * lies on the wood of the table, clear of the others, and a name of two
 * lines is wrapped evenly, at a phone's width and at the window's first
 * width */
static void
test_names_on_table (gconstpointer data)
{
  static const char * const names[] = {
    "Ann", "Maximilian-Alexander von Hohenzollern", NULL, "Bo", "Christina Papadopoulou",
    NULL, "Zed", NULL, "Wolfgang Amadeus Mozart der Dritte",
  };
  int width = GPOINTER_TO_INT (data);
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  graphene_rect_t cards[LAIR_N_SEATS];
  graphene_rect_t oval;
  GtkWidget *table;

  gtk_window_set_default_size (GTK_WINDOW (window), width, 720);
  ui_test_present (GTK_WINDOW (window));
  table = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_TABLE_TOP, NULL, NULL);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (names[i] != NULL)
      ui_test_join (GTK_WIDGET (window), session, i, names[i]);
    else
      lair_game_session_make_computer (session, i, NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (lair_table_top_get_oval (LAIR_TABLE_TOP (table), &oval));

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      const graphene_rect_t *c = &cards[i];
      gboolean cut;

      g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), i, &cards[i], &cut));
      if (!on_oval (&oval, c->origin.x, c->origin.y) ||
          !on_oval (&oval, c->origin.x + c->size.width, c->origin.y) ||
          !on_oval (&oval, c->origin.x, c->origin.y + c->size.height) ||
          !on_oval (&oval, c->origin.x + c->size.width, c->origin.y + c->size.height))
        g_error ("%s's card (%g, %g, %g×%g) hangs past the table (%g, %g, %g×%g)",
                 lair_seat_get_name (lair_game_session_get_seat (session, i)),
                 c->origin.x, c->origin.y, c->size.width, c->size.height,
                 oval.origin.x, oval.origin.y, oval.size.width, oval.size.height);
      for (guint k = 0; k < i; k++)
        g_assert_false (graphene_rect_intersection (&cards[i], &cards[k], NULL));
      /* the computers' names whole, and the short ones on one line */
      if (names[i] == NULL)
        g_assert_false (cut);
      else if (strlen (names[i]) <= 3)
        g_assert_cmpfloat (c->size.height, <, 20);
    }
  ui_test_destroy (GTK_WINDOW (window));
}

/* A name of two lines is written as a place card is: its lines of about
 * one length, not a long line and a word */
static void
test_names_even (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  GtkWidget *table;
  graphene_rect_t one, two;
  gboolean cut;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  ui_test_present (GTK_WINDOW (window));
  table = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_TABLE_TOP, NULL, NULL);
  /* at the top of the table, with nobody beside it */
  ui_test_join (GTK_WIDGET (window), session, 1, "Aaaaaa Bbbbbb Cccccc Dddddd");
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), 1, &two, &cut));
  g_assert_false (cut);
  lair_game_session_leave_seat (session, 1, NULL);
  ui_test_join (GTK_WIDGET (window), session, 1, "Aaaaaa Bbbbbb");
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), 1, &one, &cut));
  g_assert_false (cut);
  /* two lines of two words each: as wide as the half on one line */
  g_assert_cmpfloat (two.size.height, >, one.size.height * 1.5);
  g_assert_cmpfloat (two.size.width, <=, one.size.width + 4);
  ui_test_destroy (GTK_WINDOW (window));
}

/* The names follow the desktop's text size. In a process of its own: the
 * text size is the whole display's. */
static void
test_names_follow_text_size (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(LairApplication) app = ui_test_application_new ();
      GtkWidget *table;
      LairWindow *window = nine_computers (app, &table);
      GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (window));
      graphene_rect_t cards[LAIR_N_SEATS];
      gboolean cut;
      int dpi;

      for (guint i = 0; i < LAIR_N_SEATS; i++)
        g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), i, &cards[i], &cut));
      /* the text made a quarter larger, as by GNOME's text scaling */
      g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
      g_assert_cmpint (dpi, >, 0);
      g_object_set (settings, "gtk-xft-dpi", dpi * 5 / 4, NULL);
      ui_test_wait_for_frame (GTK_WIDGET (window));
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          graphene_rect_t card;

          g_assert_true (lair_table_top_get_name_card (LAIR_TABLE_TOP (table), i, &card, &cut));
          g_assert_cmpfloat (card.size.height, >, cards[i].size.height * 1.15);
        }
      ui_test_destroy (GTK_WINDOW (window));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* What @widget drew in its last frame, as pixels (see GtkWidgetPaintable) */
static GBytes *
drawn (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gsize stride = 4 * (gsize) width;
  guchar *data;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * height);
}

/* How many opaque pixels of @pixels are @color, give or take a little */
static guint
count_color (GBytes        *pixels,
             const GdkRGBA *color)
{
  gsize size;
  const guchar *data = g_bytes_get_data (pixels, &size);
  /* gdk_texture_download () gives B, G, R, A on a little-endian machine */
  int b = (int) (color->blue * 255 + 0.5), g = (int) (color->green * 255 + 0.5), r = (int) (color->red * 255 + 0.5);
  guint n = 0;

  for (gsize i = 0; i + 3 < size; i += 4)
    if (data[i + 3] == 255 && ABS (data[i] - b) <= 2 && ABS (data[i + 1] - g) <= 2 && ABS (data[i + 2] - r) <= 2)
      n++;
  return n;
}

/* A switch to the dark style and back redraws the table, a token and a
 * chart in that style's colours, with nothing else asking for it */
static void
test_dark_style (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *table = lair_table_top_new ();
  GtkWidget *token = lair_seat_token_new (0);
  GtkWidget *chart = lair_chest_chart_new ();
  GtkWidget *widgets[] = { table, token, chart };
  GBytes *light[G_N_ELEMENTS (widgets)] = { NULL };
  const gint chests[] = { 0, 20, 45 };
  GdkRGBA light_blue, dark_blue;
  /* the wood of the tabletop towards its rim, in the light style */
  const GdkRGBA light_wood = { 0xb5 / 255.f, 0x83 / 255.f, 0x5a / 255.f, 1 };

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  g_assert_true (lair_game_session_make_computer (session, 4, NULL));
  lair_table_top_set_session (LAIR_TABLE_TOP (table), session);
  lair_seat_token_set_session (LAIR_SEAT_TOKEN (token), session);
  lair_chest_chart_add_line (LAIR_CHEST_CHART (chart), 0, chests, G_N_ELEMENTS (chests));
  gtk_widget_set_size_request (table, 600, -1);
  gtk_widget_set_size_request (token, 48, 48);
  gtk_widget_set_halign (token, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), table);
  gtk_box_append (GTK_BOX (box), token);
  gtk_box_append (GTK_BOX (box), chart);
  gtk_window_set_child (GTK_WINDOW (window), box);
  ui_test_present (GTK_WINDOW (window));
  ui_test_wait_for_frame (window);

  lair_seat_color (0, FALSE, &light_blue);
  lair_seat_color (0, TRUE, &dark_blue);
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    light[i] = drawn (widgets[i]);
  /* the first seat's colour, on its token and on its line of the chart */
  for (guint i = 1; i < G_N_ELEMENTS (widgets); i++)
    {
      g_assert_cmpuint (count_color (light[i], &light_blue), >, 0);
      g_assert_cmpuint (count_color (light[i], &dark_blue), ==, 0);
    }
  g_assert_cmpuint (count_color (light[0], &light_wood), >, 0);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  /* the window draws itself again, and asks nothing of the widgets */
  ui_test_wait_for_frame (window);
  ui_test_wait_for_frame (window);
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      g_autoptr(GBytes) dark = drawn (widgets[i]);

      g_assert_false (g_bytes_equal (dark, light[i]));
      if (i > 0)
        {
          g_assert_cmpuint (count_color (dark, &dark_blue), >, 0);
          g_assert_cmpuint (count_color (dark, &light_blue), ==, 0);
        }
      else
        {
          /* the tabletop too, which the table keeps drawn */
          g_assert_cmpuint (count_color (dark, &light_wood), ==, 0);
        }
    }

  /* and back, as they were */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  ui_test_wait_for_frame (window);
  ui_test_wait_for_frame (window);
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      g_autoptr(GBytes) again = drawn (widgets[i]);

      g_assert_true (g_bytes_equal (again, light[i]));
      g_bytes_unref (light[i]);
    }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/table-top/made-and-freed", test_made_and_freed);
  g_test_add_func ("/table-top/names-fit", test_names_fit);
  g_test_add_func ("/table-top/names-follow-text-size", test_names_follow_text_size);
  g_test_add_data_func ("/table-top/names-on-table/360", GINT_TO_POINTER (360), test_names_on_table);
  g_test_add_data_func ("/table-top/names-on-table/1000", GINT_TO_POINTER (1000), test_names_on_table);
  g_test_add_func ("/table-top/names-even", test_names_even);
  g_test_add_func ("/table-top/follows-seats", test_follows_seats);
  g_test_add_func ("/table-top/sizes", test_sizes);
  g_test_add_func ("/table-top/dark-style", test_dark_style);
  g_test_add_data_func ("/table-top/in-window/default", GINT_TO_POINTER (0), test_in_window);
  g_test_add_data_func ("/table-top/in-window/360", GINT_TO_POINTER (360), test_in_window);
  g_test_add_data_func ("/table-top/in-window/1920", GINT_TO_POINTER (1920), test_in_window);

  return ui_test_run ();
}
