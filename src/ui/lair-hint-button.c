/* lair-hint-button.c — a seat's Hint button and its advice
 *
 * A toggle "Hint" for a person's seat, among its choices. Turning it on
 * asks the session what the Expert's games played out say of each
 * option — its chance of winning the game, from what the table shows —
 * and opens the advice right below it, inside the choices: the sentence,
 * then every option with its chance and margin, each a line the keyboard
 * and a screen reader reach. The answer is shown only if the decision is
 * still the one it was worked out for. Asking changes nothing in the
 * game; the session counts the hint for the seat's statistics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-accessible-props.h"
#include "lair-hint-button.h"
#include "lair-words.h"

struct _LairHintButton
{
  GtkWidget        parent_instance;

  LairGameSession *session;
  LairSeat        *seat;

  GtkWidget       *box;
  GtkWidget       *button;
  GtkWidget       *revealer;
  GtkWidget       *spinner;
  GtkWidget       *sentence;
  GtkWidget       *options;
  GCancellable    *cancellable;
  guint            scroll_tick;
  char            *text;
  guint            counted_decision;  /* the decision a hint was last counted for, + 1 */
  LairAccessibleProps *button_a11y;
  GtkExpressionWatch  *watches[2];
};

G_DEFINE_FINAL_TYPE (LairHintButton, lair_hint_button, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Translators: the accessible name of a seat's Hint button, e.g. “Hint for Ada” */
static char *
name_cb (LairHintButton *self,
         const char     *name)
{
  return g_strdup_printf (_("Hint for %s"), name != NULL ? name : "");
}

/* A person's seat with something to choose may ask */
static gboolean
sensitive_cb (LairHintButton  *self,
              LairGameSession *session,
              LairSeatKind     kind,
              LairOptions      options)
{
  return session != NULL && kind == LAIR_SEAT_HUMAN && options != 0;
}

static void
clear_options (LairHintButton *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->options)) != NULL)
    gtk_box_remove (GTK_BOX (self->options), child);
}

/* A line of the advice: selectable, so the keyboard stops on it and a
 * screen reader reads it where it stands (and it can be copied) */
static GtkWidget *
advice_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), text != NULL);
  gtk_widget_add_css_class (label, "hint-line");
  return label;
}

/* The sentence says something, or is out of the way of the keys */
static void
set_sentence (LairHintButton *self,
              const char     *text)
{
  gtk_label_set_text (GTK_LABEL (self->sentence), text);
  gtk_label_set_selectable (GTK_LABEL (self->sentence), text != NULL && *text != '\0');
  gtk_widget_set_visible (self->sentence, text != NULL && *text != '\0');
}

static void
show_advice (LairHintButton   *self,
             const LairAdvice *advice)
{
  g_free (self->text);
  self->text = g_strdup (advice->sentence);

  clear_options (self);
  if (advice->n_options <= 1)
    {
      set_sentence (self, self->text);
      return;
    }
  set_sentence (self, advice->clear ? NULL : _("The options are too close to tell apart: any of them may be best."));
  for (guint k = 0; k < advice->n_options; k++)
    {
      g_autofree char *line = lair_advice_option_line (advice->options[k].label, advice->options[k].win,
                                                       advice->options[k].margin);
      GtkWidget *label;

      if (advice->clear && k == advice->likely)
        {
          g_autofree char *best = NULL;

          /* Translators: the option the hint recommends, with its chance:
           * “Best: Leave — 61 % ± 4” */
          best = g_strdup_printf (_("Best: %s"), line);
          label = advice_label_new (best);
          gtk_widget_add_css_class (label, "heading");
          gtk_box_prepend (GTK_BOX (self->options), label);
        }
      else
        {
          label = advice_label_new (line);
          gtk_box_append (GTK_BOX (self->options), label);
        }
    }
  /* the whole advice, for whoever asks the hint for its words */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->options), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->text, -1);
}

/* Where the hint opens inside a scrolled list of options (a short
 * window), the list scrolls to show its advice, once it is laid out */
static gboolean
scroll_to_advice_cb (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  LairHintButton *self = LAIR_HINT_BUTTON (widget);
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport = scroller != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)) : NULL;
  GtkWidget *content = GTK_IS_VIEWPORT (viewport) ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : NULL;
  graphene_rect_t bounds;

  self->scroll_tick = 0;
  if (content != NULL && gtk_widget_compute_bounds (self->box, content, &bounds))
    gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                               bounds.origin.y, bounds.origin.y + bounds.size.height);
  return G_SOURCE_REMOVE;
}

static void
scroll_to_advice (LairHintButton *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_advice_cb, NULL, NULL);
}

static void
answered_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(LairHintButton) self = user_data;
  g_autoptr(LairAdvice) advice = NULL;
  g_autoptr(GError) error = NULL;

  advice = lair_game_session_advise_finish (LAIR_GAME_SESSION (source_object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  gtk_widget_set_visible (self->spinner, FALSE);
  if (advice == NULL)
    {
      set_sentence (self, g_error_matches (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED)
                          ? _("The decision has passed.") : _("There is nothing to decide now."));
      clear_options (self);
      return;
    }
  show_advice (self, advice);
  scroll_to_advice (self);
}

static void
ask (LairHintButton *self)
{
  guint decision;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->session == NULL || self->seat == NULL)
    return;
  if (lair_seat_get_player (self->seat) < 0 || lair_seat_get_options (self->seat) == 0)
    {
      set_sentence (self, _("There is nothing to decide now."));
      clear_options (self);
      return;
    }

  decision = lair_game_session_get_decision (self->session);
  if (self->counted_decision != decision + 1)
    {
      self->counted_decision = decision + 1;
      lair_game_session_note_hint (self->session, lair_seat_get_index (self->seat));
    }

  set_sentence (self, _("Playing the rest of the game out…"));
  clear_options (self);
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));

  self->cancellable = g_cancellable_new ();
  lair_game_session_advise_async (self->session, lair_seat_get_index (self->seat),
                                  self->cancellable, answered_cb, g_object_ref (self));
}

static void
toggled_cb (LairHintButton *self)
{
  gboolean open = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->button));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), open);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_STATE_EXPANDED, open, -1);
  if (open)
    ask (self);
  else
    g_cancellable_cancel (self->cancellable);
}

GtkWidget *
lair_hint_button_new (void)
{
  return g_object_new (LAIR_TYPE_HINT_BUTTON, NULL);
}

/**
 * lair_hint_button_get_text:
 * @self: a #LairHintButton
 *
 * Returns: (nullable): the advice last shown, in plain words
 */
const char *
lair_hint_button_get_text (LairHintButton *self)
{
  g_return_val_if_fail (LAIR_IS_HINT_BUTTON (self), NULL);
  return self->text;
}

void
lair_hint_button_set_session (LairHintButton  *self,
                              LairGameSession *session)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (session == NULL || LAIR_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
lair_hint_button_set_seat (LairHintButton *self,
                           LairSeat       *seat)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (seat == NULL || LAIR_IS_SEAT (seat));

  if (!g_set_object (&self->seat, seat))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

static void
lair_hint_button_dispose (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  for (guint i = 0; i < G_N_ELEMENTS (self->watches); i++)
    g_clear_pointer (&self->watches[i], gtk_expression_watch_unwatch);
  g_clear_object (&self->button_a11y);
  g_clear_object (&self->seat);
  g_clear_object (&self->session);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->dispose (object);
}

static void
lair_hint_button_finalize (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_free (self->text);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->finalize (object);
}

static void
lair_hint_button_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      lair_hint_button_set_session (self, g_value_get_object (value));
      break;
    case PROP_SEAT:
      lair_hint_button_set_seat (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_class_init (LairHintButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_hint_button_dispose;
  object_class->finalize = lair_hint_button_finalize;
  object_class->get_property = lair_hint_button_get_property;
  object_class->set_property = lair_hint_button_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hint-button");
}

static GtkExpression *
seat_lookup (const char *property)
{
  return gtk_property_expression_new (LAIR_TYPE_SEAT,
                                      gtk_property_expression_new (LAIR_TYPE_HINT_BUTTON, NULL, "seat"),
                                      property);
}

/* The button follows its seat: who it is for, and whether it may ask */
static void
bind_seat (LairHintButton *self)
{
  GtkExpression *name[] = { seat_lookup ("name") };
  GtkExpression *can[] = {
    gtk_property_expression_new (LAIR_TYPE_HINT_BUTTON, NULL, "session"),
    seat_lookup ("kind"),
    seat_lookup ("options"),
  };

  g_autofree char *nobody = name_cb (self, NULL);

  self->button_a11y = lair_accessible_props_new (self->button);
  /* nobody's, until it has a seat */
  g_object_set (self->button_a11y, "label", nobody, NULL);
  gtk_widget_set_sensitive (self->button, FALSE);
  self->watches[0] = gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_STRING, NULL, G_N_ELEMENTS (name),
                                                                        name, G_CALLBACK (name_cb), NULL, NULL),
                                          self->button_a11y, "label", self);
  self->watches[1] = gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_BOOLEAN, NULL, G_N_ELEMENTS (can),
                                                                        can, G_CALLBACK (sensitive_cb), NULL, NULL),
                                          self->button, "sensitive", self);
}

static void
lair_hint_button_init (LairHintButton *self)
{
  GtkWidget *advice = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->button = gtk_toggle_button_new_with_label (_("Hint"));
  gtk_widget_set_halign (self->button, GTK_ALIGN_START);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
  g_signal_connect_swapped (self->button, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->button);

  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_widget_set_halign (self->spinner, GTK_ALIGN_START);
  self->sentence = advice_label_new (NULL);
  self->options = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (advice), self->spinner);
  gtk_box_append (GTK_BOX (advice), self->sentence);
  gtk_box_append (GTK_BOX (advice), self->options);
  gtk_widget_add_css_class (advice, "hint-advice");

  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), advice);
  g_signal_connect_swapped (self->revealer, "notify::child-revealed", G_CALLBACK (scroll_to_advice), self);
  gtk_box_append (GTK_BOX (self->box), self->revealer);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_RELATION_CONTROLS,
                                  self->revealer, NULL, -1);
  bind_seat (self);
}
