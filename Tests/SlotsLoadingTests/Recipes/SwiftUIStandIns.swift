//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Stand-ins for the parts of SwiftUI that the Loading a Feed article's
// recipe uses, with SwiftUI's declarations (isolation, escaping and
// sendable closures, optional actions), so that the recipe compiles here
// as it would against SwiftUI. They draw nothing: a view's body is built
// when asked, and the actions given to `onAppear`, `refreshable` and
// `task` are kept for the test to call as SwiftUI would.

/// SwiftUI's `View`: main-actor isolated, with a body built by
/// ``ViewBuilder``.
@MainActor @preconcurrency
protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  var body: Never { fatalError("Never has no body") }
}

/// A view with nothing above it: the stand-ins' leaves.
protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  var body: Never { fatalError("\(Self.self) has no body") }
}

/// SwiftUI's `ViewBuilder`, for a body of one view.
@resultBuilder
enum ViewBuilder {
  static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// SwiftUI's `State`: a value SwiftUI keeps for the view.
@propertyWrapper
struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  init(wrappedValue value: Value) { box = Box(value) }

  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// SwiftUI's `Text`.
struct Text: _PrimitiveView {
  var content: String
  init(_ content: String) { self.content = content }
}

/// SwiftUI's `ForEach`, which `List`'s initializer over data makes.
struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  var data: Data
  var content: (Data.Element) -> Content
}

/// SwiftUI's `List`, over identifiable data.
struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  var content: Content
}

extension List where SelectionValue == Never {
  init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data: data, content: rowContent)
  }

}

/// The views of a list's rows, as the list would show them, for the test.
@MainActor
protocol _RowsHolder {
  var rowViews: [Any] { get }
}

extension List: _RowsHolder {
  var rowViews: [Any] { (content as? any _RowsHolder)?.rowViews ?? [] }
}

extension ForEach: _RowsHolder {
  var rowViews: [Any] { data.map(content) }
}

/// A view with the actions that SwiftUI calls: what `onAppear`,
/// `refreshable` and `task` return.
struct _Actions<Content: View>: _PrimitiveView {
  var content: Content
  var onAppear: (() -> Void)?
  var refresh: (@Sendable () async -> Void)?
  var task: (@Sendable () async -> Void)?
}

extension View {
  /// SwiftUI's `onAppear(perform:)`.
  func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _Actions(content: self, onAppear: action)
  }

  /// SwiftUI's `refreshable(action:)`.
  func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _Actions(content: self, refresh: action)
  }

  /// SwiftUI's `task(priority:_:)`.
  func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _Actions(content: self, task: action)
  }
}

/// The actions of a view and of the views it wraps, as the test finds them.
@MainActor
protocol _ActionHolder {
  var onAppearAction: (() -> Void)? { get }
  var refreshAction: (@Sendable () async -> Void)? { get }
  var taskAction: (@Sendable () async -> Void)? { get }
  var wrapped: Any { get }
}

extension _Actions: _ActionHolder {
  var onAppearAction: (() -> Void)? { onAppear ?? (content as? any _ActionHolder)?.onAppearAction }
  var refreshAction: (@Sendable () async -> Void)? {
    refresh ?? (content as? any _ActionHolder)?.refreshAction
  }
  var taskAction: (@Sendable () async -> Void)? {
    task ?? (content as? any _ActionHolder)?.taskAction
  }
  /// The innermost view that is not an action.
  var wrapped: Any { (content as? any _ActionHolder)?.wrapped ?? content }
}
